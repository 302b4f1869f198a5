/**
 * Live region the page scripts add toasts to (client/contact.ts). Toast markup the script creates:
 * <div class="toast toast--error" role="alert"><p class="toast-title">…</p><p>…</p></div>
 * (`toast--error` for failures; successes are plain `toast` and are announced politely by the region).
 */
export function ToastRegion() {
  return <div className="toast-region" role="status" aria-live="polite" data-toast-region="" />;
}
