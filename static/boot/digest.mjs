/* The SHA-256 of a snapshot's bytes, as hex: the worker stores it beside the
   snapshot and the page checks it before restoring, so a heap changed
   anywhere in its 31 MB is never booted. */
export async function digestOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
