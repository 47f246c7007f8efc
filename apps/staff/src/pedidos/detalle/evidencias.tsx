import { useState } from 'react';
import { mostrarError } from '@talento/ui';
import { trpc } from '../../trpc';
import type { DetallePedido } from './tipos';

type Archivo = NonNullable<DetallePedido['cancelacion']>['archivos'][number];

function descargar(nombre: string, tipoMime: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: tipoMime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Evidence files of a cancellation, each downloadable. */
export function Evidencias({ archivos }: { archivos: Archivo[] }) {
  const utils = trpc.useUtils();
  const [bajando, setBajando] = useState<number | null>(null);
  if (archivos.length === 0) return <p className="text-sm text-slate-500">Sin archivo de evidencia.</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {archivos.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            disabled={bajando === a.id}
            className="text-marca-700 hover:underline disabled:opacity-60"
            onClick={async () => {
              setBajando(a.id);
              try {
                const r = await utils.pedidos.evidenciaCancelacion.fetch({ id: a.id });
                descargar(r.nombre, r.tipoMime, r.base64);
              } catch (e) {
                mostrarError(e);
              } finally {
                setBajando(null);
              }
            }}
          >
            {a.nombre}
          </button>
          <span className="ml-2 text-xs text-slate-500">{`${Math.max(1, Math.round(a.tamano / 1024))} KB`}</span>
        </li>
      ))}
    </ul>
  );
}
