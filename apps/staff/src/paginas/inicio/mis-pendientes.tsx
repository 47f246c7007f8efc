import { Link } from 'react-router';
import {
  ESTADO_CANDIDATO_PEDIDO,
  formatoFecha,
  formatoFechaHora,
  MENSAJES_PENDIENTES as M,
  TEXTOS_AVISO_RESPALDO,
} from '@talento/rules';
import { FallaDeCarga, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { ListaPendientes } from './lista-pendientes';
import { EnlaceHv, EnlacePedido } from '../../comun/enlaces';

/** Staff home (issue 13): what needs the user today in their own orders, each row a link to where it is done. */
export default function MisPendientes() {
  const consulta = trpc.inicio.pendientes.useQuery(undefined, { meta: { silencioso: true } });
  if (consulta.isPending) return <Spinner />;
  if (consulta.isError) return <FallaDeCarga mensaje={M.falla} />;
  const p = consulta.data;
  return (
    <div className="grid w-full gap-4 text-left lg:grid-cols-2">
      {p.respaldo && (
        <p role="alert" className="rounded-lg bg-amber-100 p-4 text-amber-900 lg:col-span-2">
          {TEXTOS_AVISO_RESPALDO[p.respaldo.motivo]}
          {p.respaldo.ultimoVerificado
            ? ` Último respaldo verificado: ${formatoFechaHora(p.respaldo.ultimoVerificado)}.`
            : ''}{' '}
          <Link to="/administracion/respaldos" className="font-medium underline">
            Ver los respaldos
          </Link>
        </p>
      )}
      <ListaPendientes
        titulo={M.pedidosVencidos}
        total={p.pedidosVencidos.total}
        filas={p.pedidosVencidos.filas}
        clave={(f) => f.idPedido}
        fila={(f) => (
          <>
            <EnlacePedido pedidoId={f.idPedido} className="font-medium">
              Pedido {f.idPedido} · {f.cargo}
            </EnlacePedido>
            <span className="block text-slate-600">
              {f.cliente}
              {f.ciudad ? ` · ${f.ciudad}` : ''} ·{' '}
              {f.diasRestantes === 0 ? 'vence hoy' : `vencido hace ${-f.diasRestantes} días`}
            </span>
          </>
        )}
      />
      <ListaPendientes
        titulo={M.esperandoCliente}
        total={p.esperandoCliente.total}
        filas={p.esperandoCliente.filas}
        clave={(f) => `${f.idPedido}-${f.idCandidato}`}
        fila={(f) => (
          <>
            <EnlaceHv candidatoId={f.idCandidato} className="font-medium">
              {f.candidato}
            </EnlaceHv>
            <span className="block text-slate-600">
              {ESTADO_CANDIDATO_PEDIDO.etiqueta(f.estado)}
              {f.desde ? ` desde el ${formatoFecha(f.desde)}` : ''} ·{' '}
              <EnlacePedido pedidoId={f.idPedido} className="font-medium">
                Pedido {f.idPedido}
              </EnlacePedido>{' '}
              · {f.cliente}
            </span>
          </>
        )}
      />
      <ListaPendientes
        titulo={M.entrevistasHoy}
        total={p.entrevistasHoy.total}
        filas={p.entrevistasHoy.filas}
        clave={(f) => `${f.idPedido}-${f.idCandidato}`}
        fila={(f) => (
          <>
            <span className="font-semibold tabular-nums">{f.hora}</span>{' '}
            <EnlaceHv candidatoId={f.idCandidato} className="font-medium">
              {f.candidato}
            </EnlaceHv>
            <span className="block text-slate-600">
              {f.cliente} ·{' '}
              <EnlacePedido pedidoId={f.idPedido} className="font-medium">
                Pedido {f.idPedido}
              </EnlacePedido>{' '}
              · {f.cargo}
            </span>
          </>
        )}
      />
      <ListaPendientes
        titulo={M.correosConError}
        total={p.correosConError.total}
        filas={p.correosConError.filas}
        clave={(f) => f.id}
        fila={(f) => (
          <>
            <EnlacePedido pedidoId={f.idPedido} className="font-medium">
              {f.asunto || `Pedido ${f.idPedido}`}
            </EnlacePedido>
            <span className="block text-slate-600">
              {formatoFecha(f.creadoEl)} · {f.destino}
              {f.ultimoError ? ` · ${f.ultimoError}` : ''}
            </span>
          </>
        )}
      />
      <ListaPendientes
        titulo={M.ordenesConError}
        total={p.ordenesConError.total}
        filas={p.ordenesConError.filas}
        clave={(f) => f.id}
        fila={(f) => (
          <>
            <Link
              to={`/contratacion/ordenes?abrir=${f.candidatoPedidoId}`}
              className="font-medium text-marca-700 hover:underline"
            >
              Orden N.º {f.consecutivo} · {f.candidato}
            </Link>
            <span className="block text-slate-600">
              {OPERACION[f.operacion]} · {formatoFecha(f.fecha)} · {f.cliente} ·{' '}
              <EnlacePedido pedidoId={f.idPedido} className="font-medium">
                Pedido {f.idPedido}
              </EnlacePedido>
              {f.ultimoError ? ` · ${f.ultimoError}` : ''}
            </span>
          </>
        )}
      />
      {p.solicitudesDatos && (
        <ListaPendientes
          titulo={M.solicitudesDatos}
          total={p.solicitudesDatos.total}
          filas={p.solicitudesDatos.filas}
          clave={(f) => f.id}
          fila={(f) => (
            <>
              <Link
                to={`/datos-personales/solicitudes?abrir=${f.id}`}
                className="font-medium text-marca-700 hover:underline"
              >
                {f.tipo === 'reclamo' ? 'Reclamo' : 'Consulta'} N.º {f.id} · {f.titular}
              </Link>
              <span className="block text-slate-600">
                Vence el {formatoFecha(f.venceEn)}
                {f.diasRestantes < 0 ? ' (vencida)' : f.diasRestantes === 0 ? ' (hoy)' : ''}
              </span>
            </>
          )}
        />
      )}
    </div>
  );
}

const OPERACION = {
  requisicion: 'Requisición',
  radicacion: 'Radicación',
  induccion: 'Inducción',
  hoja_de_vida: 'Envío de la hoja de vida',
} as const;
