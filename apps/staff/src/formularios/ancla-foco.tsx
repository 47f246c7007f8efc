import type { ReactNode } from 'react';
import type { RefCallBack } from 'react-hook-form';

/**
 * Gives react-hook-form the control inside a widget that takes no `ref` (select, checkbox, typeahead, date
 * picker of packages/ui), so that on a failed submit the first invalid field gets the focus like a
 * registered input does. The wrapper has `display: contents`: it changes no layout.
 */
export function AnclaFoco({ campo, children }: { campo: { ref: RefCallBack }; children: ReactNode }) {
  return (
    <div className="contents" ref={(el) => campo.ref(el?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea') ?? null)}>
      {children}
    </div>
  );
}
