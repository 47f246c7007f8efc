import { useState } from 'react';
import { Boton, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';

/** The clients of a user: a list with "Quitar" per client and a search that adds one. */
export function CampoClientes({
  etiqueta,
  clientes,
  onChange,
  error,
}: {
  etiqueta: string;
  clientes: readonly OpcionTypeahead[];
  onChange: (clientes: OpcionTypeahead[]) => void;
  error?: string;
}) {
  const buscadores = useBuscadores();
  const [buscando, setBuscando] = useState<OpcionTypeahead | null>(null);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{etiqueta}</legend>
      {clientes.length ? (
        <ul className="flex flex-col gap-1" aria-label={etiqueta}>
          {clientes.map((c) => (
            <li
              key={c.id}
              className="flex items-center justify-between rounded bg-slate-50 px-2 py-1 text-sm"
            >
              <span>{c.etiqueta}</span>
              <Boton
                variante="secundario"
                className="px-2 py-0.5"
                aria-label={`Quitar ${c.etiqueta}`}
                onClick={() => onChange(clientes.filter((x) => x.id !== c.id))}
              >
                Quitar
              </Boton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Ningún cliente.</p>
      )}
      <Typeahead
        etiqueta="Agregar cliente"
        name="agregarCliente"
        valor={buscando}
        onChange={(c) => {
          if (c && !clientes.some((x) => x.id === c.id)) onChange([...clientes, c]);
          setBuscando(null);
        }}
        buscar={buscadores.clientes}
        minCaracteres={4}
        error={error}
      />
    </fieldset>
  );
}
