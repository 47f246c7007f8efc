import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  Boton,
  CampoCatalogo,
  columnasDe,
  EstadoVacio,
  InsigniaEstado,
  Paginador,
  propsDeControl,
  Seleccion,
  SelectorFechaIso,
  Spinner,
  Tabla,
  useFormulario,
} from '@talento/ui';
import {
  EntradaColaOrdenes,
  ESTADOS_COLA_ORDEN,
  ESTADO_MENSAJE_SALIENTE,
  ESTADOS_ERP_COLA,
  ETIQUETA_ESTADO_COLA,
  ETIQUETA_ESTADO_ERP_COLA,
  formatoFecha,
  MENSAJES_COLA_ORDENES as M,
  TAMANO_PAGINA_COLA_ORDENES,
} from '@talento/rules';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { useBuscadores } from '../../catalogos/buscadores';
import { EnlacePedido } from '../../comun/enlaces';
import { OPERACION_ERP, textoEstado, type FilaColaOrden } from './formato';

// The hiring-order form is large: its own chunk, loaded when a row is opened.
const ModalOrdenContratacion = lazy(() => import('../orden/modal-orden'));

const TONO_ESTADO = {
  sin_guardar: 'neutro',
  guardada: 'aviso',
  radicando: 'aviso',
  radicada: 'exito',
} as const;
const TONO_LLAMADA = { 0: 'aviso', 1: 'exito', 2: 'peligro' } as const;

const Filtros = z
  .object({
    clienteId: EntradaColaOrdenes.shape.clienteId,
    estado: z.union([z.literal(''), z.enum(ESTADOS_COLA_ORDEN)]),
    estadoErp: z.union([z.literal(''), z.enum(ESTADOS_ERP_COLA)]),
    desde: z.string(),
    hasta: z.string(),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, { message: M.rangoInvalido, path: ['hasta'] });
type Filtros = z.output<typeof Filtros>;
const SIN_FILTROS: Filtros = { estado: '', estadoErp: '', desde: '', hasta: '' };

const entrada = (f: Filtros) => ({
  clienteId: f.clienteId,
  estado: f.estado || undefined,
  estadoErp: f.estadoErp || undefined,
  desde: f.desde || undefined,
  hasta: f.hasta || undefined,
});

/**
 * '/contratacion/ordenes' (read_pedido): the queue of hiring orders — every person in contracting, with an order or
 * still unsaved — with the order, position, entry date, who filed it and the last ERP result; filters by client, state,
 * ERP call state and entry date; each row opens the hiring-order modal (also `?abrir=<candidatoPedidoId>`, the link of
 * "Mis pendientes"); "Exportar" downloads every filtered row as XLSX.
 */
export default function Pagina() {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const [aplicados, setAplicados] = useState<Filtros>(SIN_FILTROS);
  const [pagina, setPagina] = useState(1);
  // "Mis pendientes" links a failed order here with ?abrir=<candidate in order>: the modal opens at once.
  const [params, setParams] = useSearchParams();
  const [abierta, setAbierta] = useState<number | null>(() => Number(params.get('abrir')) || null);
  const { control, handleSubmit, refFormulario, reset } = useFormulario(Filtros, {
    defaultValues: SIN_FILTROS,
  });
  const consulta = trpc.contratacion.ordenes.useQuery({ ...entrada(aplicados), pagina });
  const paginas = useMemo(
    () => Math.max(1, Math.ceil((consulta.data?.total ?? 0) / TAMANO_PAGINA_COLA_ORDENES)),
    [consulta.data?.total],
  );
  const buscar = handleSubmit((datos) => {
    setAplicados(datos);
    setPagina(1);
  });

  const columnas = useMemo(() => {
    const c = columnasDe<FilaColaOrden>();
    return c.columns([
      c.accessor('nombre', {
        header: 'Persona',
        cell: ({ row: { original: f } }) => (
          <span>
            <span className="block font-medium text-slate-800">{f.nombre}</span>
            <span className="text-xs text-slate-600">{f.numeroDocumento}</span>
          </span>
        ),
      }),
      c.accessor('cliente', { header: 'Cliente' }),
      c.accessor('consecutivo', {
        header: 'Orden',
        cell: ({ row: { original: f } }) => (
          <span>
            <span className="block">{f.consecutivo ? `N.º ${f.consecutivo}` : '—'}</span>
            <EnlacePedido pedidoId={f.pedidoId} className="text-xs">
              Pedido {f.pedidoId}
            </EnlacePedido>
          </span>
        ),
      }),
      c.accessor('cargo', { header: 'Cargo' }),
      c.accessor('fechaIngreso', {
        header: 'Ingreso',
        cell: ({ getValue }) => (getValue() ? formatoFecha(getValue()) : '—'),
      }),
      c.accessor('estado', {
        header: 'Estado',
        cell: ({ row: { original: f } }) => (
          <span className="flex flex-col items-start gap-1">
            <InsigniaEstado etiqueta={ETIQUETA_ESTADO_COLA[f.estado]} tono={TONO_ESTADO[f.estado]} />
            {f.estado === 'radicada' && <span className="text-xs text-slate-600">{textoEstado(f)}</span>}
          </span>
        ),
      }),
      c.accessor('ultimaLlamada', {
        header: 'Último envío al ERP',
        cell: ({ getValue }) => {
          const l = getValue();
          if (!l) return <span className="text-sm text-slate-600">Sin envíos</span>;
          return (
            <span className="flex flex-col items-start gap-1 text-sm">
              <span className="flex items-center gap-2">
                {OPERACION_ERP[l.operacion]}
                <InsigniaEstado
                  etiqueta={ESTADO_MENSAJE_SALIENTE.etiqueta(l.estado)}
                  tono={TONO_LLAMADA[l.estado as 0 | 1 | 2] ?? 'neutro'}
                />
              </span>
              {l.mensaje && <span className="text-xs text-red-700">{l.mensaje}</span>}
            </span>
          );
        },
      }),
      c.display({
        id: 'abrir',
        header: 'Acciones',
        cell: ({ row: { original: f } }) => (
          <Boton
            variante="secundario"
            aria-label={`${f.ordenId ? 'Abrir orden' : 'Crear orden'} de ${f.nombre}`}
            onClick={() => setAbierta(f.candidatoPedidoId)}
          >
            {f.ordenId ? 'Abrir orden' : 'Crear orden'}
          </Boton>
        ),
      }),
    ]);
  }, []);

  const seleccion = (
    name: 'estado' | 'estadoErp',
    etiqueta: string,
    opciones: { valor: string; etiqueta: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Seleccion
          etiqueta={etiqueta}
          name={field.name}
          valor={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          opciones={opciones}
          vacia="Todos"
        />
      )}
    />
  );
  const fecha = (name: 'desde' | 'hasta', etiqueta: string) => (
    <Controller
      control={control}
      name={name}
      render={(c) => <SelectorFechaIso etiqueta={etiqueta} {...propsDeControl(c)} />}
    />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{M.titulo}</h1>
        <Exportar tipo="ordenesContratacion" filtros={entrada(aplicados)} disabled={!consulta.data?.total} />
      </div>
      <form
        ref={refFormulario}
        noValidate
        role="search"
        aria-label="Filtros de órdenes de contratación"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3"
        onSubmit={(e) => void buscar(e)}
      >
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente"
          buscar={buscadores.clientes}
          minCaracteres={4}
          inicial={null}
        />
        {seleccion(
          'estado',
          'Estado de la orden',
          ESTADOS_COLA_ORDEN.map((e) => ({ valor: e, etiqueta: ETIQUETA_ESTADO_COLA[e] })),
        )}
        {seleccion(
          'estadoErp',
          'Envío al ERP',
          ESTADOS_ERP_COLA.map((e) => ({ valor: e, etiqueta: ETIQUETA_ESTADO_ERP_COLA[e] })),
        )}
        {fecha('desde', 'Ingreso desde')}
        {fecha('hasta', 'Ingreso hasta')}
        <div className="flex gap-2">
          <Boton type="submit">Buscar</Boton>
          <Boton
            variante="secundario"
            onClick={() => {
              reset(SIN_FILTROS);
              setAplicados(SIN_FILTROS);
              setPagina(1);
            }}
          >
            Limpiar
          </Boton>
        </div>
      </form>
      {consulta.isError ? (
        <EstadoVacio mensaje={M.falla} />
      ) : (
        <Tabla
          etiqueta={M.titulo}
          columnas={columnas}
          datos={consulta.data?.filas}
          cargando={consulta.isLoading}
          vacio={M.vacio}
          idFila={(f) => `${f.candidatoPedidoId}-${f.ordenId ?? 0}`}
          ordenable={false}
          testIdFila={(f) => `orden-${f.numeroDocumento}`}
        />
      )}
      <Paginador pagina={pagina} paginas={paginas} onCambiar={setPagina} />
      {abierta !== null && (
        <Suspense fallback={<Spinner />}>
          <ModalOrdenContratacion
            candidatoPedidoId={abierta}
            abierto
            onCerrar={() => {
              setAbierta(null);
              if (params.has('abrir')) setParams({}, { replace: true });
              void utils.contratacion.ordenes.invalidate();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
