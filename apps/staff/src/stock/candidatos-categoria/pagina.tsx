import { useState } from 'react';
import { z } from 'zod';
import {
  formatoFecha,
  formatoNumero,
  formatoPorcentaje,
  Id,
  MENSAJES_CANDIDATOS_CATEGORIA as M,
  RANGOS_VIGENCIA_CATEGORIA,
} from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  notificar,
  Paginador,
  Seleccion,
  Tabla,
  useRecordado,
} from '@talento/ui';
import { Trazabilidad } from '../../hv/resumen/trazabilidad';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalAgregarCandidato } from './modal-agregar';
import { ModalAgregarAStock } from './modal-agregar-stock';
import { ModalEnviar } from './modal-enviar';
import type { FilaCandidatoCategoria } from './tipos';
import { EnlaceHv } from '../../comun/enlaces';

const c = columnasDe<FilaCandidatoCategoria>();
const idFila = (f: FilaCandidatoCategoria) => String(f.id);
const etiquetaFila = (f: FilaCandidatoCategoria) => f.nombre;

/** Filters remembered per user and screen: the category and the validity range (its upper bound in days). */
const Filtros = z.object({ categoriaId: Id.nullable(), vigenciaHasta: z.number().int().nullable() });
const SIN_FILTROS: z.infer<typeof Filtros> = { categoriaId: null, vigenciaHasta: null };

/**
 * `/stock/categoria` (`add_candidatocategoriastock`): the people held in stock categories, by category and validity
 * range, with their CV completion, product state and the scores they entered with; add a person by document, see
 * their traceability, send them to a compatible order, or take them out of the category.
 */
export default function Pagina() {
  const utils = trpc.useUtils();
  const [filtros, setFiltros] = useRecordado('stock-candidatos-categoria', Filtros, () => SIN_FILTROS);
  const [pagina, setPagina] = useState(1);
  const [agregando, setAgregando] = useState(false);
  const [enviando, setEnviando] = useState<FilaCandidatoCategoria | null>(null);
  const [retirando, setRetirando] = useState<FilaCandidatoCategoria | null>(null);
  // Marked people (category row ids) for "Agregar a pedido de stock"; cleared when the page or filters change.
  const [marcados, setMarcados] = useState<string[]>([]);
  const [agregandoAStock, setAgregandoAStock] = useState(false);
  const categorias = trpc.candidatosCategoria.categorias.useQuery();
  const entrada = {
    categoriaId: filtros.categoriaId ?? undefined,
    vigenciaHasta: filtros.vigenciaHasta ?? undefined,
  };
  const consulta = trpc.candidatosCategoria.listar.useQuery({ ...entrada, pagina });
  const retirar = trpc.candidatosCategoria.retirar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.candidatosCategoria.listar.invalidate();
    },
    onSettled: () => setRetirando(null),
  });
  const filtrar = (cambio: Partial<z.infer<typeof Filtros>>) => {
    setFiltros({ ...filtros, ...cambio });
    setPagina(1);
    setMarcados([]);
  };

  const columnas = c.columns([
    c.accessor('numeroDocumento', { header: 'Documento' }),
    c.accessor('nombre', {
      header: 'Candidato',
      cell: ({ row: { original: f } }) => <EnlaceHv candidatoId={f.candidatoId}>{f.nombre}</EnlaceHv>,
    }),
    c.accessor('categoria', { header: 'Categoría' }),
    c.accessor('ciudad', { header: 'Ciudad' }),
    c.accessor('porcentajeHv', {
      header: 'Hoja de vida',
      cell: ({ getValue }) => {
        const v = getValue();
        return v === null ? '—' : formatoPorcentaje(v);
      },
    }),
    c.accessor('estadoProductoEtiqueta', { header: 'Producto' }),
    c.accessor('puntajeGlobal', {
      header: 'Puntaje',
      cell: ({ getValue }) => {
        const v = getValue();
        return v === null ? '—' : formatoNumero(v);
      },
    }),
    c.accessor('pruebas', {
      header: 'Pruebas',
      cell: ({ getValue }) =>
        getValue()
          .map((p) => `${p.codigo} ${p.puntaje === null ? '—' : formatoNumero(p.puntaje)}`)
          .join(', ') || '—',
    }),
    c.accessor('vigenciaCategoria', {
      header: 'Vence',
      cell: ({ row: { original: f } }) =>
        f.vigenciaCategoria ? `${formatoFecha(f.vigenciaCategoria)} (${f.diasRestantes ?? 0} días)` : '—',
    }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: f } }) => (
        <div className="flex flex-wrap gap-2">
          <Trazabilidad candidatoId={f.candidatoId} nombre={f.nombre} />
          <Boton
            variante="secundario"
            aria-label={`Enviar a pedido: ${f.nombre}`}
            onClick={() => setEnviando(f)}
          >
            Enviar a pedido
          </Boton>
          <Boton
            variante="peligro"
            aria-label={`Retirar a ${f.nombre} de la categoría`}
            onClick={() => setRetirando(f)}
          >
            Retirar
          </Boton>
        </div>
      ),
    }),
  ]);

  const opcionesCategoria = (categorias.data ?? []).map((x) => ({ valor: x.id, etiqueta: x.nombre }));
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Candidatos por categoría</h1>
        <div className="flex flex-wrap gap-2">
          <Exportar tipo="candidatosCategoria" filtros={entrada} disabled={!consulta.data?.total} />
          <Boton
            variante="secundario"
            disabled={marcados.length === 0}
            onClick={() => setAgregandoAStock(true)}
          >
            Agregar a pedido de stock{marcados.length > 0 ? ` (${marcados.length})` : ''}
          </Boton>
          <Boton onClick={() => setAgregando(true)} disabled={!categorias.data}>
            Agregar candidato
          </Boton>
        </div>
      </header>
      <form
        role="search"
        aria-label="Filtros de candidatos por categoría"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <Seleccion
          etiqueta="Categoría"
          name="categoria"
          valor={filtros.categoriaId ?? ''}
          onChange={(v) => filtrar({ categoriaId: v === '' ? null : Number(v) })}
          opciones={opcionesCategoria}
          vacia="Todas"
        />
        <Seleccion
          etiqueta="Vigencia"
          name="vigencia"
          valor={filtros.vigenciaHasta ?? ''}
          onChange={(v) => filtrar({ vigenciaHasta: v === '' ? null : Number(v) })}
          opciones={RANGOS_VIGENCIA_CATEGORIA.map((r) => ({ valor: r.hasta, etiqueta: r.etiqueta }))}
          vacia="Todas"
        />
      </form>
      <Tabla
        etiqueta="Candidatos por categoría"
        columnas={columnas}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio={M.sinCandidatos}
        idFila={idFila}
        ordenable={false}
        testIdFila={(f) => `candidato-categoria-${f.numeroDocumento}`}
        seleccion={{ ids: marcados, onCambiar: setMarcados, etiquetaFila }}
      />
      {consulta.data && (
        <Paginador
          pagina={consulta.data.pagina}
          paginas={consulta.data.paginas}
          onCambiar={(n) => {
            setMarcados([]);
            setPagina(n);
          }}
        />
      )}
      {agregando && categorias.data && (
        <ModalAgregarCandidato
          categorias={categorias.data}
          categoriaId={filtros.categoriaId}
          onCerrar={() => setAgregando(false)}
        />
      )}
      {agregandoAStock && (
        <ModalAgregarAStock
          ids={marcados.map(Number)}
          onCerrar={() => setAgregandoAStock(false)}
          onAgregados={() => {
            setMarcados([]);
            setAgregandoAStock(false);
          }}
        />
      )}
      {enviando && <ModalEnviar fila={enviando} onCerrar={() => setEnviando(null)} />}
      <DialogoConfirmacion
        abierto={retirando !== null}
        titulo="Retirar de la categoría"
        mensaje={retirando ? `¿Retirar a ${retirando.nombre} de la categoría ${retirando.categoria}?` : ''}
        textoSi="Retirar"
        peligro
        onSi={() => retirando && retirar.mutate({ id: retirando.id })}
        onNo={() => setRetirando(null)}
      />
    </div>
  );
}
