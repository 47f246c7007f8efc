import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoCategoria } from '@talento/db';
import {
  diasEntreFechas,
  ESTADO_PRODUCTO,
  fechaEnZonaNegocio,
  fechaIsoDeColumna,
  rangoVigenciaCategoria,
  TAMANO_PAGINA_STOCK_CATEGORIAS,
  type EntradaListarCandidatosCategoria,
  nombreCompleto,
} from '@talento/rules';
import { limitesRangoVigencia } from '../../servicios/rango-vigencia-sql';

/** The validity-range part of the query: days remaining until vigencia_categoria within the range. */
function filtroVigencia(hasta: number | undefined, hoy: string): Record<string, unknown> {
  const rango = hasta === undefined ? undefined : rangoVigenciaCategoria(hasta);
  if (!rango) return {};
  const { desde, hasta: fin } = limitesRangoVigencia(rango, hoy);
  return { vigenciaCategoria: { $lte: fin, ...(desde === null ? {} : { $gte: desde }) } };
}

/**
 * /stock/categoria: the people active in a category (all categories when none is chosen), soonest to expire first,
 * with their CV completion, product state and the test scores of the rating snapshot taken when they were placed.
 * Categories hold agency people, not a client's, so there is no client scope here.
 */
export async function listarCandidatosCategoria(
  em: EntityManager,
  f: EntradaListarCandidatosCategoria,
  ahora: Date,
) {
  const hoy = fechaEnZonaNegocio(ahora);
  const tam = TAMANO_PAGINA_STOCK_CATEGORIAS;
  const [filas, total] = await em.findAndCount(
    CandidatoCategoria,
    {
      $and: [
        { estado: 1 },
        f.categoriaId ? { categoria: f.categoriaId } : {},
        filtroVigencia(f.vigenciaHasta, hoy),
      ],
    },
    {
      populate: ['candidato', 'candidato.hojaDeVida', 'ciudad', 'categoria'],
      orderBy: { vigenciaCategoria: 'asc', id: 'asc' },
      limit: tam,
      offset: (f.pagina - 1) * tam,
    },
  );
  return {
    total,
    pagina: f.pagina,
    paginas: Math.max(1, Math.ceil(total / tam)),
    filas: filas.map((cc) => {
      const vence = fechaIsoDeColumna(cc.vigenciaCategoria);
      return {
        id: cc.id,
        candidatoId: cc.candidato.id,
        nombre: nombreCompleto(cc.candidato),
        numeroDocumento: cc.candidato.numeroDocumento,
        porcentajeHv: cc.candidato.hojaDeVida?.porcentajeTotal ?? null,
        estadoProducto: cc.candidato.estadoProducto,
        estadoProductoEtiqueta: ESTADO_PRODUCTO.etiqueta(cc.candidato.estadoProducto),
        ciudadId: cc.ciudad.id,
        ciudad: cc.ciudad.nombre,
        categoriaId: cc.categoria.id,
        categoria: cc.categoria.nombre,
        puntajeGlobal: cc.calificacion?.puntajeGlobal ?? null,
        descartadoEnPruebas: cc.calificacion?.descartado ?? false,
        pruebas: cc.calificacion?.pruebas.map((p) => ({ codigo: p.codigo, puntaje: p.puntaje })) ?? [],
        inicioVigenciaPruebas: fechaIsoDeColumna(cc.inicioVigenciaPruebas),
        vigenciaCategoria: vence,
        diasRestantes: vence ? diasEntreFechas(hoy, vence) : null,
        pedidoOrigenId: cc.pedidoOrigen?.id ?? null,
      };
    }),
  };
}
