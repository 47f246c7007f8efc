import { useState } from 'react';
import { MENSAJES_CARGA_PEDIDO } from '@talento/rules';
import { Boton, EstadoVacio, FallaDeCarga, Spinner } from '@talento/ui';
import { FormularioContactoCliente, type ContactoEditable } from './formulario-contacto';

export interface ContactoCliente {
  id: number;
  nombre: string;
  correo: string;
  enviar: boolean;
  activo: boolean;
}

/** The client's active contacts with checkboxes (or why they are missing), plus the inline add/edit form. */
export function SeccionContactos({
  pedidoId,
  contactos,
  fallo,
  elegidos,
  onCambiar,
}: {
  pedidoId: number;
  /** undefined while loading. */
  contactos: readonly ContactoCliente[] | undefined;
  fallo: boolean;
  elegidos: ReadonlySet<number>;
  onCambiar: (id: number, elegido: boolean) => void;
}) {
  const [editando, setEditando] = useState<ContactoEditable | null>(null);
  const activos = (contactos ?? []).filter((c) => c.activo);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">Contactos del cliente</legend>
      {fallo ? (
        <FallaDeCarga mensaje={MENSAJES_CARGA_PEDIDO.contactos} />
      ) : !contactos ? (
        <Spinner />
      ) : activos.length === 0 ? (
        <EstadoVacio mensaje="El cliente no tiene contactos. Agregue uno para enviar el correo." />
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Contactos del cliente">
          {activos.map((c) => (
            <li
              key={c.id}
              className="flex items-center justify-between gap-2 rounded px-2 py-1 hover:bg-slate-50"
            >
              <label className="inline-flex min-w-0 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={elegidos.has(c.id)}
                  onChange={(e) => onCambiar(c.id, e.target.checked)}
                />
                <span className="truncate">
                  {c.nombre || 'Sin nombre'} <span className="text-slate-500">&lt;{c.correo}&gt;</span>
                </span>
              </label>
              <Boton
                variante="texto"
                className="px-1 py-0"
                onClick={() =>
                  setEditando({ id: c.id, nombre: c.nombre, correo: c.correo, enviar: c.enviar })
                }
              >
                Editar
              </Boton>
            </li>
          ))}
        </ul>
      )}
      {editando ? (
        <FormularioContactoCliente
          key={editando.id ?? 'nuevo'}
          pedidoId={pedidoId}
          inicial={editando}
          onCancelar={() => setEditando(null)}
          onGuardado={(id) => {
            if (!editando.id) onCambiar(id, true);
            setEditando(null);
          }}
        />
      ) : (
        <Boton
          variante="secundario"
          className="mt-2"
          onClick={() => setEditando({ nombre: '', correo: '', enviar: true })}
        >
          Agregar contacto
        </Boton>
      )}
    </fieldset>
  );
}
