import type { Ref, RefCallback } from 'react';

/** One ref callback feeding several refs (the component's own and the one a form library passes). */
export function unirRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (valor) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(valor);
      else if (ref) ref.current = valor;
    }
  };
}
