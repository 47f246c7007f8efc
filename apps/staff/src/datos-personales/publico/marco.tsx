import type { ReactNode } from 'react';

/** The frame of the public personal-data pages (no session, no menu). */
export function MarcoPublico({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-xl font-semibold text-marca-800">{titulo}</h1>
      {children}
    </main>
  );
}

/** The notice's text as written, paragraphs kept. */
export function TextoAviso({ texto }: { texto: string }) {
  return (
    <article
      aria-label="Aviso de privacidad"
      className="max-h-[28rem] overflow-y-auto whitespace-pre-line rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm"
    >
      {texto}
    </article>
  );
}

export function Aviso({ tipo, children }: { tipo: 'exito' | 'alerta'; children: ReactNode }) {
  return tipo === 'exito' ? (
    <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-800">
      {children}
    </p>
  );
}
