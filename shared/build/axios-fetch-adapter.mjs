/**
 * Stands in for axios' fetch adapter (lib/adapters/fetch.js) in the browser builds. Axios picks the
 * first supported adapter of ['xhr', 'http', 'fetch'], and every browser has XMLHttpRequest, so the
 * fetch adapter is never chosen; no app asks for it by name. Reported as unsupported, like axios
 * does for a runtime without fetch, should anything ever ask.
 */
export const getFetch = () => false;
