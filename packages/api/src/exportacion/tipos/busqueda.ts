import type { z } from 'zod';
import {
  DISPONIBILIDAD,
  leerFilasBusqueda,
  textoVetadoBusqueda,
  type BusquedaCriteriosSchema,
  type BusquedaPalabraSchema,
  type FilaBusqueda,
  type ResultadoBusqueda,
} from '@talento/rules';
import { buscarPorCriterios } from '../../dominios/busqueda/servicios/criterios';
import { buscarPorPalabra } from '../../dominios/busqueda/servicios/palabra';
import type { ColumnaExportacion } from '../columnas';
import { defineExportacion } from '../definicion';

/** The result columns of both searches, as the screen shows them (the bars: only those of the user's clients). */
const COLUMNAS: ColumnaExportacion<FilaBusqueda>[] = [
  { titulo: 'Candidato', valor: (f) => f.nombre, ancho: 30 },
  { titulo: 'Documento', valor: (f) => f.numeroDocumento },
  {
    titulo: 'Profesiones',
    valor: (f) => (f.profesiones.length ? f.profesiones.join(', ') : 'No Registra'),
    ancho: 30,
  },
  { titulo: 'Última experiencia', valor: (f) => f.ultimaExperiencia?.empresa ?? 'No Registra', ancho: 28 },
  { titulo: 'Cargo', valor: (f) => f.ultimaExperiencia?.cargo, ancho: 24 },
  { titulo: 'Salario final', valor: (f) => f.ultimaExperiencia?.salarioFinal, formato: 'dinero', ancho: 14 },
  { titulo: '% total', valor: (f) => f.porcentajeTotal, formato: 'numero' },
  { titulo: 'Modificación', valor: (f) => f.fechaModificacion, formato: 'fecha' },
  { titulo: 'Ciudad', valor: (f) => f.ciudad, ancho: 20 },
  { titulo: 'Disponibilidad', valor: (f) => DISPONIBILIDAD.etiqueta(f.disponibilidad), ancho: 22 },
  { titulo: 'Vetado', valor: (f) => textoVetadoBusqueda(f.vetadoPorClientes), ancho: 22 },
];

const pagina = (r: ResultadoBusqueda) => ({
  filas: leerFilasBusqueda(r.filasJson),
  hayMas: r.pagina < r.paginas,
});

/** /busqueda-palabra: every result of the search (as ranked; the search itself stops at its limit). */
export const busquedaPalabra = defineExportacion({
  titulo: 'Búsqueda por palabra',
  procedimiento: 'busqueda.palabra',
  leer: async ({ em, usuario }, f: z.output<typeof BusquedaPalabraSchema>, n) =>
    pagina(await buscarPorPalabra(em, usuario.alcance, f.texto, n)),
  columnas: COLUMNAS,
});

/** /busqueda: every result of the criteria. */
export const busquedaCriterios = defineExportacion({
  titulo: 'Búsqueda por criterios',
  procedimiento: 'busqueda.criterios',
  leer: async ({ em, usuario }, f: z.output<typeof BusquedaCriteriosSchema>, n) => {
    const { pagina: _pagina, ...criterios } = f;
    return pagina(await buscarPorCriterios(em, usuario.alcance, criterios, n));
  },
  columnas: COLUMNAS,
});
