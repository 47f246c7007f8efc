import type { OpcionTypeahead } from '@talento/ui';
import { useCallback } from 'react';
import { trpc } from '../../trpc';

/** The merchandisers in the user's scope as typeahead options, filtered by name or user name on this side. */
export function useBuscarMercaderistas(): (texto: string) => Promise<OpcionTypeahead[]> {
  const utils = trpc.useUtils();
  return useCallback(
    async (texto: string) => {
      const lista = await utils.mercaderistas.listar.fetch({});
      const q = texto.trim().toLocaleLowerCase('es');
      return lista
        .filter(
          (m) =>
            m.nombre.toLocaleLowerCase('es').includes(q) || m.username.toLocaleLowerCase('es').includes(q),
        )
        .map((m) => ({ id: m.id, etiqueta: m.nombre, detalle: m.username }));
    },
    [utils],
  );
}
