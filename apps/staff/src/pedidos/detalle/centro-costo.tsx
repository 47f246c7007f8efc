import { useState } from 'react';
import { EntradaCentroCosto, MENSAJES_DETALLE, MENSAJES_PEDIDOS, validarCentroCosto } from '@talento/rules';
import { aErrorDeServidor, Boton, notificar } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { DetallePedido } from './tipos';

/** Cost centre with inline edit (change_pedido); required unless cancelled; "Error C/C" on failure. */
export function CentroCosto({ pedido }: { pedido: DetallePedido }) {
  const { permisos } = useUsuario();
  const [editando, setEditando] = useState(false);
  const [valor, setValor] = useState(pedido.centroCosto ?? '');
  const guardar = trpc.pedidos.actualizarCentroCosto.useMutation({
    onSuccess: () => {
      notificar.exito(MENSAJES_DETALLE.centroCostoGuardado);
      setEditando(false);
    },
    onError: (e) => {
      const { detalle, campos } = aErrorDeServidor(e);
      const mensajes = Object.values(campos ?? {}).flatMap((m) => m ?? []);
      notificar.error(MENSAJES_PEDIDOS.errorCentroCosto, mensajes.join(' ') || detalle);
    },
  });
  const puedeEditar = permisos.includes('change_pedido');

  if (!editando) {
    return (
      <span className="inline-flex items-center gap-2">
        <span data-testid="centro-costo">{pedido.centroCosto ?? '—'}</span>
        {puedeEditar && (
          <button
            type="button"
            className="text-xs text-marca-700 hover:underline"
            onClick={() => {
              setValor(pedido.centroCosto ?? '');
              setEditando(true);
            }}
          >
            Editar C/C
          </button>
        )}
      </span>
    );
  }

  const enviar = () => {
    const r = EntradaCentroCosto.safeParse({ id: pedido.id, version: pedido.version, centroCosto: valor });
    const mensaje = r.success
      ? validarCentroCosto(r.data.centroCosto, pedido.estado)
      : (r.error.issues[0]?.message ?? null);
    if (!r.success || mensaje) {
      notificar.error(MENSAJES_PEDIDOS.errorCentroCosto, mensaje ?? undefined);
      return;
    }
    guardar.mutate(r.data);
  };

  return (
    <span className="flex flex-wrap items-center gap-2">
      <input
        aria-label="Centro de costo"
        value={valor}
        maxLength={100}
        onChange={(e) => setValor(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') enviar();
          if (e.key === 'Escape') setEditando(false);
        }}
        className="w-40 rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-marca-500 focus:outline-none"
      />
      <Boton className="px-2 py-1" cargando={guardar.isPending} onClick={enviar}>
        Guardar
      </Boton>
      <Boton variante="texto" className="px-1 py-1" onClick={() => setEditando(false)}>
        Cancelar
      </Boton>
    </span>
  );
}
