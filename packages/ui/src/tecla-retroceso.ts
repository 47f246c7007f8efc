import { useEffect } from 'react';

function editable(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  if (el instanceof HTMLInputElement) {
    const noTexto = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color'];
    return !noTexto.includes(el.type) && !el.readOnly && !el.disabled;
  }
  return el instanceof HTMLSelectElement;
}

/** Backspace outside an editable field calls `preguntar` instead of navigating back (spec 03 Shell). */
export function useTeclaRetroceso(preguntar: () => void): void {
  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      if (e.key !== 'Backspace' || editable(e.target)) return;
      e.preventDefault();
      preguntar();
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, [preguntar]);
}
