import '@testing-library/jest-dom';

// jsdom has <dialog> but not its modal methods; the browser's own behaviour is covered by the e2e specs. A test file
// may run in Node instead (`@jest-environment node`), where there is no dialog at all.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
