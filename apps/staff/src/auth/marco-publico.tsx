import type { ReactNode } from 'react';

/** The frame of a public page reached by a link (no session, no menu): the product's name and the page's title. */
export function MarcoPublico({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-4 px-4 py-10">
      <img src="/logo.svg" alt="Talento" className="h-10 self-start" />
      {/* A white panel, as the login's: the field messages keep their contrast (red on slate-100 does not). */}
      <div className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-marca-800">{titulo}</h1>
        {children}
      </div>
    </main>
  );
}

/** The one message of a link that does not work (used, expired, unknown). */
export function AvisoEnlace({ mensaje }: { mensaje: string }) {
  return (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-800">
      {mensaje}
    </p>
  );
}
