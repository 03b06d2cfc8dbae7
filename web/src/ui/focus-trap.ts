/**
 * Focus kept inside a modal layer — a dialog (modal.tsx), the phone's menu drawer (app/side-menu.tsx): on activation
 * the focus moves to its first focusable element (else to the layer itself), Tab and Shift+Tab wrap at its ends and
 * bring back a focus that got out, and Escape calls `onEscape`. Layers stack: only the top one answers the keyboard
 * (a confirmation opened over a dialog). Deactivating does not move the focus: where it goes then is the caller's
 * choice (a dialog gives it back to where it was, the drawer to 'Abrir menu' unless a page was picked).
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The layers active now, oldest first. */
const layers: HTMLElement[] = [];

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Traps the focus in `ref`'s element while `active` is true (moving it in when it turns true). `onEscape` is read
 * when Escape is pressed, so a new function on each render neither re-runs the trap nor moves the focus again.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    layers.push(container);
    (focusables(container)[0] ?? container).focus();

    const onKey = (event: KeyboardEvent) => {
      if (layers[layers.length - 1] !== container) return;
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      if (items.length === 0) return event.preventDefault();
      const [head, tail] = [items[0], items[items.length - 1]];
      const current = document.activeElement;
      if (!(current instanceof Node) || !container.contains(current)) {
        event.preventDefault();
        (event.shiftKey ? tail : head).focus();
      } else if (event.shiftKey && (current === head || current === container)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && current === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      layers.splice(layers.indexOf(container), 1);
    };
  }, [ref, active]);
}
