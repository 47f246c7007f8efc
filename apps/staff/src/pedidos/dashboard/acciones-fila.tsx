import { useState } from 'react';
import { Link } from 'react-router';
import type { TarjetaPedido } from '@talento/rules';
import { accionesDelUsuario, ESTADO_PEDIDO, EstadoPedido, MENSAJES_PEDIDOS } from '@talento/rules';
import { Boton, DialogoConfirmacion, notificar } from '@talento/ui';
import { trpc } from '../../trpc';

const CLASE_ENLACE = 'rounded px-1 py-0.5 text-xs font-medium hover:underline';

/**
 * The quick actions of an order's row, each offered only where the server's rule allows it (rules'
 * `accionesDelUsuario`: the order's state and the user's flags, the same the procedures check): approve a draft
 * (with a confirmation naming what happens), duplicate it, and last, apart and in red, cancel it ("Cancelar
 * pedido…" opens the cancellation page, which asks the cause).
 */
export function AccionesFila({ t, permisos }: { t: TarjetaPedido; permisos: readonly string[] }) {
  const acciones = accionesDelUsuario(t.estado, permisos);
  const [confirmar, setConfirmar] = useState(false);
  const utils = trpc.useUtils();
  const aprobar = trpc.pedidos.aprobar.useMutation();
  const duplicar = permisos.includes('add_pedido');

  const aprobarPedido = async () => {
    setConfirmar(false);
    try {
      // The board's cards carry no version: the order as it is now (the server refuses a stale one anyway).
      const { version } = await utils.pedidos.paraFormulario.fetch({ id: t.id });
      const r = await aprobar.mutateAsync({ id: t.id, version });
      notificar.exito(MENSAJES_PEDIDOS.aprobado(r.id));
      await Promise.all([
        utils.pedidos.dashboard.invalidate(),
        utils.pedidos.resumenIndicadores.invalidate(),
      ]);
    } catch {
      // The shared handler already showed the failure.
    }
  };

  if (!acciones.includes('aprobar') && !duplicar && !acciones.includes('cancelar')) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
      {acciones.includes('aprobar') && (
        <Boton
          variante="secundario"
          className="px-2 py-0.5 text-xs"
          cargando={aprobar.isPending}
          aria-label={`Aprobar — pedido ${t.id}`}
          onClick={() => setConfirmar(true)}
        >
          Aprobar
        </Boton>
      )}
      {duplicar && (
        <Link
          to={`/pedidos-create/${t.id}`}
          aria-label={`Duplicar — pedido ${t.id}`}
          className={`${CLASE_ENLACE} text-marca-700`}
        >
          Duplicar
        </Link>
      )}
      {acciones.includes('cancelar') && (
        <Link
          to={`/pedido-cancel/${t.id}`}
          aria-label={`Cancelar pedido… — pedido ${t.id}`}
          className={`${CLASE_ENLACE} text-red-700`}
        >
          Cancelar pedido…
        </Link>
      )}
      <DialogoConfirmacion
        abierto={confirmar}
        titulo={`Aprobar el pedido ${t.id}`}
        mensaje={`«${t.cargo}» de ${t.clienteNombre} pasará a «${ESTADO_PEDIDO.etiqueta(EstadoPedido.PRESELECCION)}» y ya no podrá editarse.`}
        textoSi="Aprobar pedido"
        textoNo="Dejar sin aprobar"
        onSi={() => void aprobarPedido()}
        onNo={() => setConfirmar(false)}
      />
    </span>
  );
}
