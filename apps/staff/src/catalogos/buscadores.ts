import { useMemo } from 'react';
import type { OpcionTypeahead } from '@talento/ui';
import { trpc } from '../trpc';

/**
 * The searches behind every typeahead of a catalogue (clients from 4 characters, cities from 3, positions from 4 —
 * spec 01 §5), as `Typeahead`/`CampoCatalogo` options: one mapping per catalogue, so a client reads the same
 * (name, NIT) wherever it is picked. Client searches are scoped on the server.
 */
export function useBuscadores() {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      clientes: async (texto: string): Promise<OpcionTypeahead[]> =>
        (await utils.catalogos.clientes.fetch({ texto })).map((c) => ({
          id: c.id,
          etiqueta: c.nombre,
          detalle: c.numeroDocumento,
        })),
      ciudades: async (texto: string): Promise<OpcionTypeahead[]> =>
        (await utils.catalogos.ciudades.fetch({ texto })).map((c) => ({
          id: c.id,
          etiqueta: c.nombre,
          detalle: c.departamento,
        })),
      cargos: async (texto: string): Promise<OpcionTypeahead[]> =>
        (await utils.perfiles.cargos.fetch({ texto })).map((c) => ({
          id: c.id,
          etiqueta: c.nombre,
          detalle: c.codigo,
        })),
    }),
    [utils],
  );
}
