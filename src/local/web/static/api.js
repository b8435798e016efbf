/* global fetch, URLSearchParams */
/** The table's JSON API. A refusal (4xx/5xx) throws an ApiError carrying the server's sentence. */

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data;
  try {
    data = await response.json();
  } catch {
    data = {};
  }
  if (!response.ok) throw new ApiError(response.status, data.error ?? `The table answered ${response.status}.`);
  return data;
}

const q = (params) => new URLSearchParams(params).toString();

export const api = {
  table: () => call('GET', '/api/table'),
  overview: (as) => call('GET', `/api/overview?${q({ as })}`),
  messages: (channel, as) => call('GET', `/api/messages?${q({ channel, as })}`),
  addUser: (name) => call('POST', '/api/users', { name }),
  command: (body) => call('POST', '/api/command', body),
  autocomplete: (body) => call('POST', '/api/autocomplete', body),
  click: (body) => call('POST', '/api/click', body),
  select: (body) => call('POST', '/api/select', body),
  modal: (body) => call('POST', '/api/modal', body),
  dm: (as, content) => call('POST', '/api/dm', { as, content }),
};
