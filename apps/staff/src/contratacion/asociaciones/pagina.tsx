import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Boton, CampoTexto, columnasDe, EstadoVacio, InsigniaEstado, Paginador, Tabla, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { EntradaAsociaciones, formatoFecha, TAMANO_PAGINA_ASOCIACIONES } from '@talento/rules';
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
    cell: ({ getValue, row: { original: f } }) => <InsigniaEstado etiqueta={getValue()} tono={f.estadoInduccion === 1 ? 'exito' : f.estadoInduccion === 2 ? 'peligro' : 'aviso'} />,
  }),
  c.display({ id: 'llamadas', header: 'Envíos al ERP', cell: ({ row: { original: f } }) => <LlamadasErp llamadas={f.llamadas} /> }),
]);
const idFila = (f: FilaAsociacion) => `${f.ordenId}-${f.candidatoId}`;

/**
 * '/contratacion/asociaciones' (ver_asociaciones_empleado): filed hiring orders with each person's ERP employee
 * association and the status of each ERP call; search by document, filter by client, city and filing date. The
 * order detail's association button opens it with `?candidato=<id>`.
 */
export default function Pagina() {
  const buscadores = useBuscadores();
  const [params, setParams] = useSearchParams();
  const candidatoId = Number(params.get('candidato')) || undefined;
  const [documento, setDocumento] = useState('');
  const [buscado, setBuscado] = useState<string | undefined>(undefined);
  const [cliente, setCliente] = useState<OpcionTypeahead | null>(null);
  const [ciudad, setCiudad] = useState<OpcionTypeahead | null>(null);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [pagina, setPagina] = useState(1);
  const filtros = { documento: buscado, candidatoId, clienteId: cliente?.id, ciudadId: ciudad?.id, desde: desde || undefined, hasta: hasta || undefined, pagina };
  const valido = EntradaAsociaciones.safeParse(filtros);
  const consulta = trpc.contratacion.asociaciones.useQuery(filtros, { enabled: valido.success });
  const errorDocumento = buscado !== undefined && !valido.success ? valido.error.issues.find((i) => i.path[0] === 'documento')?.message : undefined;
  const buscarClientes = buscadores.clientes;
  const buscarCiudades = buscadores.ciudades;
  const paginas = useMemo(() => Math.max(1, Math.ceil((consulta.data?.total ?? 0) / TAMANO_PAGINA_ASOCIACIONES)), [consulta.data?.total]);
  const cambiar = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPagina(1);
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <h1 className="text-xl font-semibold">Asociaciones de empleados</h1>
      <form
        role="search"
        aria-label="Filtros de asociaciones"
        className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          setBuscado(documento.trim() || undefined);
          setPagina(1);
        }}
      >
        <div className="flex items-end gap-2">
          <CampoTexto etiqueta="Documento" name="documento" value={documento} onChange={(e) => setDocumento(e.target.value)} error={errorDocumento} inputMode="numeric" />
          <Boton type="submit">Buscar</Boton>
        </div>
        <Typeahead etiqueta="Cliente" name="cliente" valor={cliente} onChange={cambiar(setCliente)} buscar={buscarClientes} minCaracteres={4} />
        <Typeahead etiqueta="Ciudad" name="ciudad" valor={ciudad} onChange={cambiar(setCiudad)} buscar={buscarCiudades} minCaracteres={3} />
        <CampoTexto etiqueta="Radicada desde" type="date" name="desde" value={desde} onChange={(e) => cambiar(setDesde)(e.target.value)} />
        <CampoTexto etiqueta="Radicada hasta" type="date" name="hasta" value={hasta} onChange={(e) => cambiar(setHasta)(e.target.value)} />
        {candidatoId && (
          <div className="flex items-end">
            <Boton variante="secundario" onClick={() => setParams({})}>
              Ver todas las personas
            </Boton>
          </div>
        )}
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
