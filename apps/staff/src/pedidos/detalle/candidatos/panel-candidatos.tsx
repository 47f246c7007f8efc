import { useEffect, useRef, useState } from 'react';
import { MENSAJES, MENSAJES_CARGA_PEDIDO } from '@talento/rules';
import { Boton, DialogoConfirmacion, FallaDeCarga, Seccion, Spinner, useAvisoDeFalla } from '@talento/ui';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';
import { ModalEnviarCliente } from '../envio/modal-enviar-cliente';
import { ModalInvitarCorreo } from '../envio/modal-invitar-correo';
import type { DetallePedido } from '../tipos';
import type { SolicitudFila } from './fila-candidato';
import { ListaCandidatos } from './lista-candidatos';
import { ListaEspontaneos } from './lista-espontaneos';
import { Modal } from './modal';
import { ModalAgregar } from './modal-agregar';
import { ModalDescarte } from './modal-descarte';
import { ModalEntrevista } from './modal-entrevista';
import { ModalTerminar } from './modal-terminar';
import type { EspontaneoFila } from './tipos';
import { useAccionesCandidato } from './use-acciones';

type Abierto = SolicitudFila | { tipo: 'agregar' | 'enviar' | 'invitar' } | { tipo: 'removerEspontaneo'; espontaneo: EspontaneoFila } | null;

/** The candidate pipeline of an order: pre-selected and selected panels, spontaneous candidates, and their modals. */
export function PanelCandidatos({ pedido }: { pedido: DetallePedido }) {
  const { permisos } = useUsuario();
  const utils = trpc.useUtils();
  const lista = trpc.candidatosPedido.listar.useQuery({ pedidoId: pedido.id }, { meta: { silencioso: true } });
  useAvisoDeFalla(lista.error, MENSAJES_CARGA_PEDIDO.candidatos);
  // A stage change (new order version) changes which buttons each candidate offers.
  const version = useRef(pedido.version);
  useEffect(() => {
    if (version.current === pedido.version) return;
    version.current = pedido.version;
    void utils.candidatosPedido.listar.invalidate({ pedidoId: pedido.id });
  }, [utils, pedido.id, pedido.version]);
  const acciones = useAccionesCandidato();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const cerrar = () => setAbierto(null);

  if (lista.isLoading) return <Spinner />;
  if (!lista.data) {
    return (
      <Seccion titulo="Candidatos del pedido">
        <FallaDeCarga mensaje={MENSAJES_CARGA_PEDIDO.candidatos} />
      </Seccion>
    );
  }
  const { preseleccionados, seleccionados, espontaneos, pedido: estado } = lista.data;
  const puedeAgregar = estado.admiteCandidatos && permisos.includes('add_candidatopedido');
  const puedeEnviar = estado.facDefinido && (estado.estado === 3 || estado.estado === 4) && permisos.includes('enviar_candidato_a_cliente');

  const barra = (
    <div className="flex flex-wrap gap-2">
      {puedeAgregar && <Boton onClick={() => setAbierto({ tipo: 'agregar' })}>Agregar candidato</Boton>}
      {puedeAgregar && (
        <Boton variante="secundario" onClick={() => setAbierto({ tipo: 'invitar' })}>
          Invitar por correo
        </Boton>
      )}
    </div>
  );
  const envio = puedeEnviar && (
    <Boton onClick={() => setAbierto({ tipo: 'enviar' })}>
      Enviar a cliente
    </Boton>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 xl:grid-cols-2">
        <ListaCandidatos titulo="Preseleccionados" candidatos={preseleccionados} vacio="No hay candidatos preseleccionados." acciones={acciones} onSolicitar={setAbierto} encabezado={barra} />
        <ListaCandidatos titulo="Seleccionados" candidatos={seleccionados} vacio="No hay candidatos seleccionados." acciones={acciones} onSolicitar={setAbierto} encabezado={envio || undefined} />
      </div>
      <ListaEspontaneos espontaneos={espontaneos} onRemover={(e) => setAbierto({ tipo: 'removerEspontaneo', espontaneo: e })} />

      {abierto?.tipo === 'agregar' && <ModalAgregar pedidoId={pedido.id} onCerrar={cerrar} />}
      <ModalEnviarCliente pedidoId={pedido.id} abierto={abierto?.tipo === 'enviar'} onCerrar={cerrar} onEnviado={() => undefined} />
      <ModalInvitarCorreo pedidoId={pedido.id} abierto={abierto?.tipo === 'invitar'} onCerrar={cerrar} />
      {abierto?.tipo === 'entrevista' && <ModalEntrevista candidato={abierto.candidato} acciones={acciones} onCerrar={cerrar} />}
      {abierto?.tipo === 'descarte' && <ModalDescarte pedidoId={pedido.id} candidato={abierto.candidato} acciones={acciones} onCerrar={cerrar} />}
      {abierto?.tipo === 'noApruebaEntrevista' && <ModalDescarte pedidoId={pedido.id} candidato={abierto.candidato} acciones={acciones} onCerrar={cerrar} accion="noApruebaEntrevista" />}
      {abierto?.tipo === 'terminar' && <ModalTerminar candidato={abierto.candidato} acciones={acciones} onCerrar={cerrar} />}
      {abierto?.tipo === 'ordenContratacion' && (
        <Modal abierto onCerrar={cerrar} titulo={abierto.modo === 'editable' ? 'Orden de contratación' : 'Ver orden de contratación'} pie={<Boton onClick={cerrar}>Cerrar</Boton>}>
          <p role="status" className="text-sm text-slate-700">
            {MENSAJES.shell.enConstruccion}: la orden de contratación de {abierto.candidato.nombre} se gestionará aquí en una próxima entrega.
          </p>
        </Modal>
      )}
      <DialogoConfirmacion
        abierto={abierto?.tipo === 'remover'}
        titulo="Remover candidato"
        mensaje={abierto?.tipo === 'remover' ? `¿Remover a ${abierto.candidato.nombre} de este pedido? No podrá agregarse de nuevo a este pedido.` : ''}
        onNo={cerrar}
        onSi={() => {
          if (abierto?.tipo === 'remover') acciones.remover.mutate({ id: abierto.candidato.id, version: abierto.candidato.version });
          cerrar();
        }}
      />
      <DialogoConfirmacion
        abierto={abierto?.tipo === 'removerEspontaneo'}
        titulo="Remover candidato espontáneo"
        mensaje={abierto?.tipo === 'removerEspontaneo' ? `¿Remover a ${abierto.espontaneo.nombre} de este pedido?` : ''}
        onNo={cerrar}
        onSi={() => {
          if (abierto?.tipo === 'removerEspontaneo') acciones.removerEspontaneo.mutate({ id: abierto.espontaneo.id });
          cerrar();
        }}
      />
    </div>
  );
}
