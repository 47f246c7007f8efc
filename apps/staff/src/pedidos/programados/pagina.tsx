import { lazy, Suspense, useMemo, useState } from 'react';
import {
  MENSAJES_PROGRAMACION_PRUEBAS,
  MENSAJES_PRUEBAS_PEDIDO,
  type EntradaMarcarPruebaProgramada,
} from '@talento/rules';
import { Boton, DialogoConfirmacion, EstadoVacio, notificar, Spinner, Tabla, useIdRuta } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { columnasProgramados } from './columnas';
import { intervaloMientrasPendiente } from './llamada-plataforma';
import { PRUEBAS_INVITABLES } from './nombres-pruebas';
import type { FilaProgramado, Programados } from './tipos';
import { EnlacePedido } from '../../comun/enlaces';

const ModalInvitar = lazy(() => import('./modal-invitar'));

const idFila = (f: FilaProgramado) => String(f.id);
const SIN_PROGRAMADOS = 'El pedido no tiene candidatos programados';

/**
 * `/pedido-programados/:idPedido` (read_pedido): everyone invited to the order's digital tests with the status of
 * each test (1 Programada, 2 Presentada, 3 No programada) and of its latest platform call. With
 * read_pedido_definir_pruebas: invite by e-mail, schedule video interviews, tick and untick tests.
 */
export default function Pagina() {
  const pedidoId = useIdRuta('idPedido');
  const consulta = trpc.pedidos.programados.useQuery(
    { pedidoId: pedidoId ?? 0 },
    {
      enabled: pedidoId !== null,
      meta: { silencioso: true },
      retry: false,
      // The outbox worker answers for the platform in the background: ask again while a call is Pendiente.
      refetchInterval: (q) =>
        intervaloMientrasPendiente(
          q.state.data?.plataformaConfigurada,
          q.state.data?.programados.map((f) => f.llamada) ?? [],
        ),
    },
  );

  if (pedidoId === null || consulta.error) return <EstadoVacio mensaje="No fue posible cargar el pedido." />;
  if (!consulta.data) return <Spinner />;
  return <Contenido datos={consulta.data} />;
}

function Contenido({
  datos: { pedido, definidas, plataformaConfigurada, programados },
}: {
  datos: Programados;
}) {
  const { permisos } = useUsuario();
  const puede = permisos.includes('read_pedido_definir_pruebas');
  const [modal, setModal] = useState<'pruebas' | 'entrevista' | null>(null);
  const [entrevistaDe, setEntrevistaDe] = useState<FilaProgramado | null>(null);
  const marcar = trpc.pedidos.marcarPruebaProgramada.useMutation({
    onSuccess: (r) =>
      notificar.exito(
        r.estado === 1
          ? MENSAJES_PROGRAMACION_PRUEBAS.programada
          : MENSAJES_PROGRAMACION_PRUEBAS.noProgramada,
      ),
  });
  const programar = trpc.pedidos.invitarPruebas.useMutation({
    onSuccess: () => notificar.exito(MENSAJES_PROGRAMACION_PRUEBAS.entrevistaProgramada),
  });
  // Set in the click itself, so the checkbox shows the new value at once (a controlled checkbox would snap back until
  // the mutation's state arrives). Cleared when the call settles: after every query was read again (the query
  // client's rule), so the table already shows the saved state.
  const [enCurso, setEnCurso] = useState<EntradaMarcarPruebaProgramada | null>(null);
  const { mutate: guardarMarca } = marcar;
  const columnas = useMemo(
    () =>
      columnasProgramados({
        definidas,
        puede,
        enCurso,
        marcar: (f, prueba, programada) => {
          const cambio = { pedidoId: pedido.id, programadoId: f.id, prueba, programada };
          setEnCurso(cambio);
          guardarMarca(cambio, { onSettled: () => setEnCurso(null) });
        },
        programarEntrevista: setEntrevistaDe,
      }),
    [definidas, puede, enCurso, pedido.id, guardarMarca],
  );
  const invitables = PRUEBAS_INVITABLES.some((p) => definidas[p]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">
          Candidatos programados del pedido {pedido.id}: {pedido.nombreCargo}
        </h1>
        <EnlacePedido pedidoId={pedido.id} className="text-sm">
          Volver al pedido
        </EnlacePedido>
      </header>
      {puede && (invitables || definidas.ENTREVISTA) && (
        <div className="flex flex-wrap gap-2">
          {invitables && <Boton onClick={() => setModal('pruebas')}>Invitar candidatos por correo</Boton>}
          {definidas.ENTREVISTA && (
            <Boton variante="secundario" onClick={() => setModal('entrevista')}>
              Programar video entrevistas
            </Boton>
          )}
        </div>
      )}
      {!plataformaConfigurada && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {MENSAJES_PRUEBAS_PEDIDO.plataformaNoConfiguradaInvitaciones}
        </p>
      )}
      <Tabla
        etiqueta="Candidatos programados"
        columnas={columnas}
        datos={programados}
        cargando={false}
        vacio={SIN_PROGRAMADOS}
        idFila={idFila}
        ordenable={false}
      />
      {modal && (
        <Suspense fallback={null}>
          <ModalInvitar
            pedidoId={pedido.id}
            definidas={definidas}
            modo={modal}
            plataformaConfigurada={plataformaConfigurada}
            onCerrar={() => setModal(null)}
          />
        </Suspense>
      )}
      <DialogoConfirmacion
        abierto={entrevistaDe !== null}
        titulo="Programar entrevista"
        mensaje={`¿Programar la video entrevista de ${entrevistaDe?.correo ?? ''}? Se le enviará la invitación desde la plataforma de pruebas.`}
        textoSi="Programar"
        textoNo="Cancelar"
        onSi={() => {
          if (entrevistaDe)
            programar.mutate({ pedidoId: pedido.id, correos: entrevistaDe.correo, pruebas: 'entrevista' });
          setEntrevistaDe(null);
        }}
        onNo={() => setEntrevistaDe(null)}
      />
    </div>
  );
}
