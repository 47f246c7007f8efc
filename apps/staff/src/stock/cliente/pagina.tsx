import { useState } from 'react';
import { z } from 'zod';
import { formatoFechaHora, formatoPorcentaje, Id, MENSAJES_STOCK_PERFILES as M } from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  notificar,
  Paginador,
  Tabla,
  Typeahead,
  useRecordado,
  type OpcionTypeahead,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalCandidatos } from './modal-candidatos';
import { ModalPerfilStock } from './modal-perfil-stock';
import { InsigniaNivel } from './nivel';
import { ReporteStock } from './reporte';
import type { FilaPerfilStock } from './tipos';

const c = columnasDe<FilaPerfilStock>();

/** Filters remembered per user and screen (like the dashboards'). */
const Opcion = z.object({ id: Id, etiqueta: z.string(), detalle: z.string().optional() });
const Filtros = z.object({ cliente: Opcion.nullable(), ciudad: Opcion.nullable(), reporte: z.boolean() });
const SIN_FILTROS: z.infer<typeof Filtros> = { cliente: null, ciudad: null, reporte: false };

/**
 * `/stock/cliente` (add_perfilstock): stock profiles per client and city with their pool size, level (live, and when
 * it was last recomputed), fulfilment and "proximos"; create, edit, delete, the candidates of each, and the report by
 * level (table, chart, CSV).
 */
export default function Pagina() {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const [filtros, setFiltros] = useRecordado('stock-cliente', Filtros, () => SIN_FILTROS);
  const [pagina, setPagina] = useState(1);
  const [formulario, setFormulario] = useState<{ editando: FilaPerfilStock | null } | null>(null);
  const [eliminando, setEliminando] = useState<FilaPerfilStock | null>(null);
  const [viendo, setViendo] = useState<FilaPerfilStock | null>(null);
  const entrada = { clienteId: filtros.cliente?.id, ciudadId: filtros.ciudad?.id };
  const consulta = trpc.stockPerfiles.listar.useQuery({ ...entrada, pagina });
  const eliminar = trpc.stockPerfiles.eliminar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.stockPerfiles.invalidate();
    },
    onSettled: () => setEliminando(null),
  });
  const filtrar = (cambio: Partial<z.infer<typeof Filtros>>) => {
    setFiltros({ ...filtros, ...cambio });
    setPagina(1);
  };

  const columnas = c.columns([
    c.accessor((f) => f.cliente.nombre, { id: 'cliente', header: 'Cliente' }),
    c.accessor((f) => f.perfil.nombre, { id: 'perfil', header: 'Perfil' }),
    c.accessor((f) => f.ciudad.nombre, { id: 'ciudad', header: 'Ciudad' }),
    c.accessor('vigencia', { header: 'Vigencia (días)' }),
    c.accessor((f) => `${f.meta} / ${f.media} / ${f.baja}`, { id: 'metas', header: 'Alto / medio / bajo' }),
    c.accessor('candidatos', { header: 'Candidatos' }),
    c.accessor('nivel', {
      header: 'Nivel',
      cell: ({ row: { original: f } }) => (
        <div className="flex flex-col gap-1">
          <InsigniaNivel nivel={f.nivel} />
          <span className="text-xs text-slate-600">
            {f.nivelCalculadoEn ? `recalculado el ${formatoFechaHora(f.nivelCalculadoEn)}` : 'sin recalcular'}
          </span>
        </div>
      ),
    }),
    c.accessor('cumplimiento', {
      header: 'Cumplimiento',
      cell: ({ getValue }) => formatoPorcentaje(getValue()),
    }),
    c.accessor('proximos', { header: 'Próximos a vencer' }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: f } }) => {
        const nombre = `${f.perfil.nombre} en ${f.ciudad.nombre}`;
        return (
          <div className="flex flex-wrap gap-2">
            <Boton variante="secundario" aria-label={`Candidatos de ${nombre}`} onClick={() => setViendo(f)}>
              Candidatos
            </Boton>
            <Boton
              variante="secundario"
              aria-label={`Editar stock de ${nombre}`}
              onClick={() => setFormulario({ editando: f })}
            >
              Editar
            </Boton>
            <Boton
              variante="peligro"
              aria-label={`Eliminar stock de ${nombre}`}
              onClick={() => setEliminando(f)}
            >
              Eliminar
            </Boton>
          </div>
        );
      },
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Stock por cliente</h1>
        <div className="flex gap-2">
          <Exportar tipo="stockPorCliente" filtros={entrada} disabled={!consulta.data?.total} />
          <Boton
            variante="secundario"
            aria-pressed={filtros.reporte}
            onClick={() => setFiltros({ ...filtros, reporte: !filtros.reporte })}
          >
            {filtros.reporte ? 'Ocultar reporte' : 'Ver reporte'}
          </Boton>
          <Boton onClick={() => setFormulario({ editando: null })}>Crear stock</Boton>
        </div>
      </header>
      <div
        role="search"
        aria-label="Filtros de stock por cliente"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-2"
      >
        <Typeahead
          etiqueta="Cliente"
          name="cliente"
          valor={filtros.cliente}
          onChange={(cliente: OpcionTypeahead | null) => filtrar({ cliente })}
          buscar={buscadores.clientes}
          minCaracteres={4}
        />
        <Typeahead
          etiqueta="Ciudad"
          name="ciudad"
          valor={filtros.ciudad}
          onChange={(ciudad: OpcionTypeahead | null) => filtrar({ ciudad })}
          buscar={buscadores.ciudades}
          minCaracteres={4}
        />
      </div>
      {filtros.reporte && <ReporteStock clienteId={filtros.cliente?.id} />}
      <Tabla
        etiqueta="Stock por cliente y ciudad"
        columnas={columnas}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio={M.sinStock}
        idFila={(f) => String(f.id)}
        testIdFila={(f) => `stock-${f.id}`}
        ordenable={false}
      />
      {consulta.data && (
        <Paginador pagina={consulta.data.pagina} paginas={consulta.data.paginas} onCambiar={setPagina} />
      )}
      <ModalPerfilStock
        abierto={formulario !== null}
        editando={formulario?.editando ?? null}
        onCerrar={() => setFormulario(null)}
      />
      <ModalCandidatos stock={viendo} onCerrar={() => setViendo(null)} />
      <DialogoConfirmacion
        abierto={eliminando !== null}
        titulo="Eliminar stock"
        mensaje={
          eliminando
            ? `¿Eliminar el stock de ${eliminando.perfil.nombre} en ${eliminando.ciudad.nombre}? Sus candidatos saldrán del stock.`
            : ''
        }
        textoSi="Eliminar"
        peligro
        onSi={() => eliminando && eliminar.mutate({ id: eliminando.id })}
        onNo={() => setEliminando(null)}
      />
    </div>
  );
}
