import { useState } from 'react';
import { Link } from 'react-router';
import { DialogoConfirmacion } from '@talento/ui';
import { trpc } from '../../../trpc';
import {
  aplicarDirecta,
  BotonesDirectos,
  DIRECTAS,
  esDirecta,
  type AccionDirecta,
} from '../../../pedidos/detalle/candidatos/fila-candidato';
import { useAccionesCandidato } from '../../../pedidos/detalle/candidatos/use-acciones';

/**
 * The person's next moves in the order the CV was opened from: the one-click moves the server offers them there
 * (the same `acciones` and the same undo or confirmation as the order's rows), and the order's candidates panel for
 * the moves that need a form (interview, discard, hiring order).
 */
export function AccionesEnPedido({ pedidoId, candidatoId }: { pedidoId: number; candidatoId: number }) {
  const lista = trpc.candidatosPedido.listar.useQuery({ pedidoId }, { meta: { silencioso: true } });
  const acciones = useAccionesCandidato(lista.data?.pedido.estado ?? 0);
  const [confirmar, setConfirmar] = useState<AccionDirecta | null>(null);
  const fila = lista.data
    ? [...lista.data.preseleccionados, ...lista.data.seleccionados].find((c) => c.candidatoId === candidatoId)
    : undefined;
  if (!fila) return null;
  const conFormulario = fila.acciones.some((a) => !esDirecta(a));
  return (
    <>
      <BotonesDirectos c={fila} acciones={acciones} onConfirmar={setConfirmar} />
      {conFormulario && (
        <Link
          to={`/pedido-detail/${pedidoId}#candidatos`}
          className="rounded-md px-3 py-2 text-sm font-medium text-marca-700 hover:bg-marca-50"
        >
          Más acciones en el pedido
        </Link>
      )}
      <DialogoConfirmacion
        abierto={confirmar !== null}
        titulo="Confirmar cambio de estado"
        mensaje={confirmar ? `¿${DIRECTAS[confirmar]} a ${fila.nombre}?` : ''}
        textoSi={confirmar ? DIRECTAS[confirmar] : 'Confirmar cambio'}
        textoNo="Cancelar"
        onNo={() => setConfirmar(null)}
        onSi={() => {
          if (confirmar) aplicarDirecta(confirmar, fila, acciones);
          setConfirmar(null);
        }}
      />
    </>
  );
}
