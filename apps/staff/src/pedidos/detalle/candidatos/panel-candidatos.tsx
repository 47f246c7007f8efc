import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  ACCIONES_EN_LOTE,
  agruparCandidatos,
  MENSAJES_CARGA_PEDIDO,
  type AccionEnLote,
} from '@talento/rules';
import { Boton, FallaDeCarga, Seccion, Spinner, useAvisoDeFalla, useRecordado } from '@talento/ui';
import { z } from 'zod';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';
import { definidasDelPedido } from '../../programados/definidas-del-pedido';
import { PRUEBAS_INVITABLES } from '../../programados/nombres-pruebas';
import { ModalEnviarCliente } from '../envio/modal-enviar-cliente';
import type { DetallePedido } from '../tipos';
import { BarraLote } from './barra-lote';

import { GrupoCandidatos } from './grupo-candidatos';
import { ListaEspontaneos } from './lista-espontaneos';
import { ModalAgregar } from './modal-agregar';
import { ModalDescarte } from './modal-descarte';
import { ModalEntrevista } from './modal-entrevista';
import { ModalTerminar } from './modal-terminar';
import { ConfirmacionesPanel, type Abierto } from './confirmaciones-panel';
import { TablaCandidatos } from './tabla-candidatos';
import { SelectorVista, VISTAS, type VistaCandidatos } from './selector-vista';
import { coincide, type CandidatoFila } from './tipos';

// The hiring-order form (spec 01 §2) is large and used late in the pipeline: its own chunk, loaded on opening.
const ModalOrdenContratacion = lazy(() => import('../../../contratacion/orden/modal-orden'));
const ModalInvitar = lazy(() => import('../../programados/modal-invitar'));
import { useAccionesCandidato } from './use-acciones';

const VACIOS: Record<string, string> = {
  preseleccionados: 'No hay candidatos preseleccionados.',
  seleccionados: 'No hay candidatos seleccionados.',
};

/** What the panel needs of the order (an ordinary order or one city line of a stock order). */
export type PedidoDelPanel = Pick<DetallePedido, 'id' | 'version' | 'estado'> &
  Partial<Pick<DetallePedido, 'pruebas'>>;

const puedeMarcarse = (c: CandidatoFila) => ACCIONES_EN_LOTE.some((a) => c.acciones.includes(a));

/**
 * The candidate pipeline of an order, grouped by state with counts; candidates a bulk action applies to can be
 * marked (per row or per group) and sent, selected or discarded together; spontaneous candidates; the modals.
 */
export function PanelCandidatos({ pedido }: { pedido: PedidoDelPanel }) {
  const { permisos } = useUsuario();
  const utils = trpc.useUtils();
  const idBusqueda = useId();
  const lista = trpc.candidatosPedido.listar.useQuery(
    { pedidoId: pedido.id },
    { meta: { silencioso: true } },
  );
  useAvisoDeFalla(lista.error, MENSAJES_CARGA_PEDIDO.candidatos);
  // A stage change (new order version) changes which buttons each candidate offers.
  const version = useRef(pedido.version);
  useEffect(() => {
    if (version.current === pedido.version) return;
    version.current = pedido.version;
    void utils.candidatosPedido.listar.invalidate({ pedidoId: pedido.id });
  }, [utils, pedido.id, pedido.version]);
  const acciones = useAccionesCandidato(lista.data?.pedido.estado ?? pedido.estado);
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [busqueda, setBusqueda] = useState('');
  const [marcados, setMarcados] = useState<ReadonlySet<number>>(new Set());
  const [vista, setVista] = useRecordado<VistaCandidatos>(
    'pedido-detalle:vista-candidatos',
    z.enum(VISTAS),
    () => 'grupos',
  );
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
  const todos = [...preseleccionados, ...seleccionados];
  const marcables = new Set(todos.filter(puedeMarcarse).map((c) => c.id));
  // A mark survives only while the candidate can still take a bulk action (the list is read again after each change).
  const vigentes = todos.filter((c) => marcados.has(c.id) && marcables.has(c.id));
  const marcas = {
    marcables,
    marcados: new Set(vigentes.map((c) => c.id)),
    marcar: (ids: readonly number[], si: boolean) =>
      setMarcados((previos) => {
        const nuevos = new Set(previos);
        for (const id of ids) {
          if (si) nuevos.add(id);
          else nuevos.delete(id);
        }
        return nuevos;
      }),
  };
  const limpiar = () => setMarcados(new Set());
  const enLote = (accion: AccionEnLote, candidatos: CandidatoFila[]) => {
    if (accion === 'enviarCliente') setAbierto({ tipo: 'enviarLote', candidatos });
    else if (accion === 'rechazar') setAbierto({ tipo: 'descarteLote', candidatos });
    // Validating has no undo: confirmed first, naming how many (as the single "Validar" names the person).
    else if (accion === 'validar') setAbierto({ tipo: 'validarLote', candidatos });
    else
      acciones.seleccionarVarios.mutate(
        { pedidoId: pedido.id, candidatos: candidatos.map((c) => ({ id: c.id, version: c.version })) },
        { onSuccess: limpiar },
      );
  };

  const puedeAgregar = estado.admiteCandidatos && permisos.includes('add_candidatopedido');
  // Inviting the marked people to the order's tests: the rule of "Invitar candidatos por correo" (actions panel).
  const definidas = pedido.pruebas ? definidasDelPedido(pedido.pruebas) : null;
  const puedeInvitar =
    definidas !== null &&
    permisos.includes('read_pedido_definir_pruebas') &&
    estado.estado !== 0 &&
    estado.estado !== 5 &&
    PRUEBAS_INVITABLES.some((x) => definidas[x]);
  const puedeEnviar =
    estado.facDefinido &&
    (estado.estado === 3 || estado.estado === 4) &&
    permisos.includes('enviar_candidato_a_cliente');
  // Inviting people to the order's tests is "Invitar candidatos por correo" of the actions panel (one path).
  const barra = puedeAgregar && (
    <Boton onClick={() => setAbierto({ tipo: 'agregar' })}>Agregar candidato</Boton>
  );
  const envio = puedeEnviar && <Boton onClick={() => setAbierto({ tipo: 'enviar' })}>Enviar a cliente</Boton>;
  const encabezados: Record<string, ReactNode> = {
    preseleccionados: barra || undefined,
    seleccionados: envio || undefined,
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={idBusqueda} className="sr-only">
          Buscar candidatos del pedido
        </label>
        <input
          id={idBusqueda}
          type="search"
          value={busqueda}
          placeholder="Buscar por nombre o documento"
          onChange={(e) => setBusqueda(e.target.value)}
          className="min-w-60 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-marca-500"
        />
        <SelectorVista vista={vista} onCambiar={setVista} />
      </div>
      <BarraLote
        marcados={vigentes}
        ocupado={acciones.seleccionarVarios.isPending || acciones.validarVarios.isPending}
        onAccion={enLote}
        {...(puedeInvitar
          ? { onInvitar: (candidatos) => setAbierto({ tipo: 'invitarLote', candidatos }) }
          : {})}
        onLimpiar={limpiar}
      />
      {vista === 'tabla' ? (
        <Seccion
          titulo={`Candidatos (${todos.length})`}
          acciones={
            (barra || envio) && (
              <div className="flex gap-2">
                {barra}
                {envio}
              </div>
            )
          }
        >
          <TablaCandidatos
            pedidoId={pedido.id}
            candidatos={todos.filter((c) => coincide(busqueda, c.nombre, c.documento))}
            acciones={acciones}
            marcas={marcas}
            onSolicitar={setAbierto}
            vacio={
              busqueda.trim() === ''
                ? 'No hay candidatos en este pedido.'
                : 'Ningún candidato coincide con la búsqueda.'
            }
          />
        </Seccion>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {agruparCandidatos(todos).map((g) => (
            <GrupoCandidatos
              key={g.clave}
              pedidoId={pedido.id}
              titulo={g.titulo}
              candidatos={g.candidatos}
              visibles={g.candidatos.filter((c) => coincide(busqueda, c.nombre, c.documento))}
              vacio={VACIOS[g.clave] ?? ''}
              buscando={busqueda.trim() !== ''}
              acciones={acciones}
              marcas={marcas}
              onSolicitar={setAbierto}
              encabezado={encabezados[g.clave]}
            />
          ))}
        </div>
      )}
      <ListaEspontaneos
        espontaneos={espontaneos}
        onRemover={(e) => setAbierto({ tipo: 'removerEspontaneo', espontaneo: e })}
      />

      {abierto?.tipo === 'agregar' && <ModalAgregar pedidoId={pedido.id} onCerrar={cerrar} />}
      <ModalEnviarCliente
        pedidoId={pedido.id}
        abierto={abierto?.tipo === 'enviar'}
        onCerrar={cerrar}
        onEnviado={() => undefined}
      />
      {abierto?.tipo === 'enviarLote' && (
        <ModalEnviarCliente
          pedidoId={pedido.id}
          abierto
          onCerrar={cerrar}
          onEnviado={limpiar}
          candidatos={abierto.candidatos}
        />
      )}
      {abierto?.tipo === 'entrevista' && (
        <ModalEntrevista candidato={abierto.candidato} acciones={acciones} onCerrar={cerrar} />
      )}
      {abierto?.tipo === 'descarte' && (
        <ModalDescarte
          pedidoId={pedido.id}
          candidatos={[abierto.candidato]}
          acciones={acciones}
          onCerrar={cerrar}
        />
      )}
      {abierto?.tipo === 'descarteLote' && (
        <ModalDescarte
          pedidoId={pedido.id}
          candidatos={abierto.candidatos}
          acciones={acciones}
          onCerrar={cerrar}
        />
      )}
      {abierto?.tipo === 'noApruebaEntrevista' && (
        <ModalDescarte
          pedidoId={pedido.id}
          candidatos={[abierto.candidato]}
          acciones={acciones}
          onCerrar={cerrar}
          accion="noApruebaEntrevista"
        />
      )}
      {abierto?.tipo === 'terminar' && (
        <ModalTerminar candidato={abierto.candidato} acciones={acciones} onCerrar={cerrar} />
      )}
      {abierto?.tipo === 'invitarLote' && definidas && (
        <Suspense fallback={<Spinner />}>
          <ModalInvitar
            pedidoId={pedido.id}
            definidas={definidas}
            modo="pruebas"
            correosIniciales={abierto.candidatos.map((c) => c.email).join('; ')}
            onCerrar={cerrar}
          />
        </Suspense>
      )}
      {abierto?.tipo === 'ordenContratacion' && (
        <Suspense fallback={<Spinner />}>
          <ModalOrdenContratacion candidatoPedidoId={abierto.candidato.id} abierto onCerrar={cerrar} />
        </Suspense>
      )}
      <ConfirmacionesPanel
        abierto={abierto}
        pedidoId={pedido.id}
        acciones={acciones}
        onCerrar={cerrar}
        onLimpiar={limpiar}
      />
    </div>
  );
}
