import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import {
  Boton,
  CampoCatalogo,
  CampoTexto,
  columnasDe,
  EstadoVacio,
  InsigniaEstado,
  Paginador,
  propsDeControl,
  SelectorFechaIso,
  Tabla,
  useFormulario,
} from '@talento/ui';
import { Controller } from 'react-hook-form';
import {
  EntradaAsociaciones,
  formatoFecha,
  MENSAJES_CONTRATACION,
  TAMANO_PAGINA_ASOCIACIONES,
} from '@talento/rules';
import { trpc } from '../../trpc';
import { LlamadasErp } from '../llamadas-erp';
import type { FilaAsociacion } from '../tipos';
import { useBuscadores } from '../../catalogos/buscadores';

const c = columnasDe<FilaAsociacion>();
const COLUMNAS = c.columns([
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
  c.accessor('ciudad', { header: 'Ciudad' }),
  c.accessor('cargo', { header: 'Cargo' }),
  c.accessor('consecutivo', {
    header: 'Orden',
    cell: ({ row: { original: f } }) => (
      <Link to={`/contratacion/orden/${f.ordenId}/imprimir`} className="text-marca-700 hover:underline">
        N.º {f.consecutivo}
      </Link>
    ),
  }),
  c.accessor('fechaRadicado', { header: 'Radicada', cell: ({ getValue }) => formatoFecha(getValue()) }),
  c.accessor('codigoEmpleado', { header: 'Código de empleado', cell: ({ getValue }) => getValue() ?? '—' }),
  c.accessor('contrato', { header: 'Contrato', cell: ({ getValue }) => getValue() ?? '—' }),
  c.accessor('estadoInduccionEtiqueta', {
    header: 'Inducción',
    cell: ({ getValue, row: { original: f } }) => (
      <InsigniaEstado
        etiqueta={getValue()}
        tono={f.estadoInduccion === 1 ? 'exito' : f.estadoInduccion === 2 ? 'peligro' : 'aviso'}
      />
    ),
  }),
  c.display({
    id: 'llamadas',
    header: 'Envíos al ERP',
    cell: ({ row: { original: f } }) => <LlamadasErp llamadas={f.llamadas} />,
  }),
]);
const idFila = (f: FilaAsociacion) => `${f.ordenId}-${f.candidatoId}`;

/** The filter form: the procedure's own fields (an empty document means "any"). */
const documento = EntradaAsociaciones.shape.documento.unwrap();
const Filtros = z.object({
  documento: z
    .string()
    .refine((v) => v === '' || documento.safeParse(v).success, MENSAJES_CONTRATACION.documentoInvalido),
  clienteId: EntradaAsociaciones.shape.clienteId,
  ciudadId: EntradaAsociaciones.shape.ciudadId,
  desde: z.union([z.literal(''), EntradaAsociaciones.shape.desde.unwrap()]),
  hasta: z.union([z.literal(''), EntradaAsociaciones.shape.hasta.unwrap()]),
});
type Filtros = z.output<typeof Filtros>;
const SIN_FILTROS: Filtros = { documento: '', desde: '', hasta: '' };

/**
 * '/contratacion/asociaciones' (ver_asociaciones_empleado): filed hiring orders with each person's ERP employee
 * association and the status of each ERP call; search by document, filter by client, city and filing date. The
 * order detail's association button opens it with `?candidato=<id>`.
 */
export default function Pagina() {
  const buscadores = useBuscadores();
  const [params, setParams] = useSearchParams();
  const candidatoId = Number(params.get('candidato')) || undefined;
  const [aplicados, setAplicados] = useState<Filtros>(SIN_FILTROS);
  const [pagina, setPagina] = useState(1);
  const { control, register, handleSubmit, formState, refFormulario } = useFormulario(Filtros, {
    defaultValues: SIN_FILTROS,
  });
  const filtros = {
    documento: aplicados.documento || undefined,
    candidatoId,
    clienteId: aplicados.clienteId,
    ciudadId: aplicados.ciudadId,
    desde: aplicados.desde || undefined,
    hasta: aplicados.hasta || undefined,
    pagina,
  };
  const consulta = trpc.contratacion.asociaciones.useQuery(filtros);
  const paginas = useMemo(
    () => Math.max(1, Math.ceil((consulta.data?.total ?? 0) / TAMANO_PAGINA_ASOCIACIONES)),
    [consulta.data?.total],
  );
  const buscar = handleSubmit((datos) => {
    setAplicados(datos);
    setPagina(1);
  });
  const fecha = (name: 'desde' | 'hasta', etiqueta: string) => (
    <Controller
      control={control}
      name={name}
      render={(c) => <SelectorFechaIso etiqueta={etiqueta} {...propsDeControl(c)} />}
    />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <h1 className="text-xl font-semibold">Asociaciones de empleados</h1>
      <form
        ref={refFormulario}
        noValidate
        role="search"
        aria-label="Filtros de asociaciones"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3"
        onSubmit={(e) => void buscar(e)}
      >
        <CampoTexto
          etiqueta="Documento"
          inputMode="numeric"
          {...register('documento')}
          error={formState.errors.documento?.message}
        />
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente"
          buscar={buscadores.clientes}
          minCaracteres={4}
          inicial={null}
        />
        <CampoCatalogo
          control={control}
          name="ciudadId"
          etiqueta="Ciudad"
          buscar={buscadores.ciudades}
          minCaracteres={3}
          inicial={null}
        />
        {fecha('desde', 'Radicada desde')}
        {fecha('hasta', 'Radicada hasta')}
        <div className="flex gap-2">
          <Boton type="submit">Buscar</Boton>
          {candidatoId && (
            <Boton variante="secundario" onClick={() => setParams({})}>
              Ver todas las personas
            </Boton>
          )}
        </div>
      </form>
      {consulta.isError ? (
        <EstadoVacio mensaje="No fue posible traer las asociaciones." />
      ) : (
        <Tabla
          etiqueta="Asociaciones de empleados"
          columnas={COLUMNAS}
          datos={consulta.data?.filas}
          cargando={consulta.isLoading}
          vacio="No se encontraron órdenes radicadas."
          idFila={idFila}
          ordenable={false}
          testIdFila={(f) => `asociacion-${f.numeroDocumento}`}
        />
      )}
      <Paginador pagina={pagina} paginas={paginas} onCambiar={setPagina} />
    </div>
  );
}
