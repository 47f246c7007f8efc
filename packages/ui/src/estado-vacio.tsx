import type { ReactNode } from 'react';

export function EstadoVacio({ mensaje, children }: { mensaje: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
      <p>{mensaje}</p>
      {children}
    </div>
  );
}
