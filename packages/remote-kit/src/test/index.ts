// The test kit of a remote's component tests: render with the shell's providers, the API mock, a user.
export {
  apiFetch,
  deferred,
  held,
  mockApi,
  refusal,
  USER,
  type Answer,
  type Call,
  type Handler,
  type MockRequest,
  type Routes,
} from './api-mock';
export { renderPage } from './render';
