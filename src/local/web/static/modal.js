/* global document */
/**
 * A modal the bot showed (interaction callback 9) as a dialog: its text inputs with labels, placeholders and
 * pre-filled values, in action rows (legacy) or label components. Submitting calls `onSubmit(fields)`; a refusal
 * is shown in the dialog.
 */
import { escapeHtml } from './markdown.js';

const dialog = () => document.getElementById('modal');

/** Text inputs of the modal with the label that goes with each. */
function inputsOf(modal) {
  const inputs = [];
  for (const c of modal.components ?? []) {
    if (c.type === 1) for (const inner of c.components ?? []) if (inner.type === 4) inputs.push({ input: inner, label: inner.label, description: undefined });
    if (c.type === 18 && c.component?.type === 4) inputs.push({ input: c.component, label: c.label, description: c.description });
    if (c.type === 10) inputs.push({ text: c.content });
  }
  return inputs;
}

function fieldHtml({ input, label, description, text }, index) {
  if (text !== undefined) return `<p class="modal-text">${escapeHtml(text)}</p>`;
  const id = `modal-input-${index}`;
  const attrs = [
    `id="${id}"`,
    `name="${escapeHtml(input.custom_id)}"`,
    `data-custom-id="${escapeHtml(input.custom_id)}"`,
    input.placeholder ? `placeholder="${escapeHtml(input.placeholder)}"` : '',
    input.max_length ? `maxlength="${input.max_length}"` : '',
    input.min_length ? `minlength="${input.min_length}"` : '',
    input.required !== false ? 'required' : '',
  ].join(' ');
  const value = escapeHtml(input.value ?? '');
  const control = input.style === 2 ? `<textarea ${attrs} rows="4">${value}</textarea>` : `<input ${attrs} value="${value}">`;
  const required = input.required !== false ? '<span class="required">*</span>' : '';
  return `<label for="${id}" class="modal-label">${escapeHtml(label ?? input.custom_id)}${required}</label>
    ${description ? `<div class="modal-description">${escapeHtml(description)}</div>` : ''}
    ${control}`;
}

/** Shows the modal; resolves when it is closed (submitted or cancelled). */
export function showModal(modal, onSubmit) {
  const el = dialog();
  const form = document.getElementById('modal-form');
  const error = document.getElementById('modal-error');
  const submit = document.getElementById('modal-submit');
  document.getElementById('modal-title').textContent = modal.title ?? '';
  document.getElementById('modal-fields').innerHTML = inputsOf(modal).map(fieldHtml).join('');
  error.textContent = '';
  submit.disabled = false;

  return new Promise((resolve) => {
    const close = () => {
      form.removeEventListener('submit', onFormSubmit);
      document.getElementById('modal-cancel').removeEventListener('click', onCancel);
      el.removeEventListener('cancel', onCancel);
      el.close();
      resolve();
    };
    const onCancel = (event) => {
      event.preventDefault();
      close();
    };
    const onFormSubmit = async (event) => {
      event.preventDefault();
      const fields = {};
      for (const input of form.querySelectorAll('[data-custom-id]')) fields[input.dataset.customId] = input.value;
      submit.disabled = true;
      error.textContent = '';
      try {
        await onSubmit(fields);
        close();
      } catch (e) {
        error.textContent = e.message;
        submit.disabled = false;
      }
    };
    form.addEventListener('submit', onFormSubmit);
    document.getElementById('modal-cancel').addEventListener('click', onCancel);
    el.addEventListener('cancel', onCancel);
    el.showModal();
    const first = form.querySelector('input, textarea');
    if (first) {
      first.focus();
      first.select?.();
    }
  });
}
