/**
 * The local table's DNS-rebinding defence, shared by its two ports (the page's, and the local Discord's REST and
 * gateway): a request is answered only when its Host header names this machine's loopback address at the port it
 * came to. A web page on another name that resolves to 127.0.0.1 sends its own name, and is refused.
 */
const OWN_NAMES = ['127.0.0.1', 'localhost'];

/** Whether `host` (a request's Host header) addresses the server listening on 127.0.0.1:`port`. */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  // A browser leaves out the port when it is HTTP's default.
  return OWN_NAMES.some((name) => host === `${name}:${port}` || (port === 80 && host === name));
}
