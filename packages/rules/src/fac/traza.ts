/**
 * Change trace of a filter-question group (spec 02 §3 "Trace row"): the rows to write for a change, built
 * by comparing what the group was with what it is. accion 1 INSERTAR, 2 ACTUALIZAR, 3 BORRAR; `campo` names
 * the field, `campoId` the row (group, tag, question or option), `antes`/`despues` readable values.
 */
import { AccionTrazaFac, CALIFICACION_OPCION, CLASE_PREGUNTA, TIPO_PREGUNTA } from '../enums/fac';

export interface OpcionInstantanea {
  id: number;
  opcion: string;
  calificacion: number;
}
export interface PreguntaInstantanea {
  id: number;
  titulo: string;
  tipo: number;
  clase: number;
  usar: boolean;
  opciones: readonly OpcionInstantanea[];
}
export interface GrupoInstantanea {
  id: number;
  nombre: string;
  tags: readonly { id: number; nombre: string }[];
  preguntas: readonly PreguntaInstantanea[];
}

export interface FilaTraza {
  accion: AccionTrazaFac;
  campo: string;
  campoId: number | null;
  antes: string | null;
  despues: string | null;
}

const siNo = (v: boolean) => (v ? 'Sí' : 'No');
const textoOpcion = (o: OpcionInstantanea) => `${o.opcion} (${CALIFICACION_OPCION.etiqueta(o.calificacion)})`;

function insertar(campo: string, campoId: number, despues: string): FilaTraza {
  return { accion: AccionTrazaFac.INSERTAR, campo, campoId, antes: null, despues };
}
function borrar(campo: string, campoId: number, antes: string): FilaTraza {
  return { accion: AccionTrazaFac.BORRAR, campo, campoId, antes, despues: null };
}
function actualizar(
  filas: FilaTraza[],
  campo: string,
  campoId: number,
  antes: string,
  despues: string,
): void {
  if (antes !== despues) filas.push({ accion: AccionTrazaFac.ACTUALIZAR, campo, campoId, antes, despues });
}

function insertarPregunta(p: PreguntaInstantanea): FilaTraza[] {
  return [
    insertar('pregunta', p.id, p.titulo),
    ...p.opciones.map((o) => insertar('opcion', o.id, textoOpcion(o))),
  ];
}

function diffPregunta(a: PreguntaInstantanea, d: PreguntaInstantanea): FilaTraza[] {
  const filas: FilaTraza[] = [];
  actualizar(filas, 'pregunta.titulo', d.id, a.titulo, d.titulo);
  actualizar(filas, 'pregunta.tipo', d.id, TIPO_PREGUNTA.etiqueta(a.tipo), TIPO_PREGUNTA.etiqueta(d.tipo));
  actualizar(
    filas,
    'pregunta.clase',
    d.id,
    CLASE_PREGUNTA.etiqueta(a.clase),
    CLASE_PREGUNTA.etiqueta(d.clase),
  );
  actualizar(filas, 'pregunta.usar', d.id, siNo(a.usar), siNo(d.usar));
  const antes = new Map(a.opciones.map((o) => [o.id, o]));
  const despues = new Set(d.opciones.map((o) => o.id));
  for (const o of a.opciones) if (!despues.has(o.id)) filas.push(borrar('opcion', o.id, textoOpcion(o)));
  for (const o of d.opciones) {
    const previa = antes.get(o.id);
    if (!previa) {
      filas.push(insertar('opcion', o.id, textoOpcion(o)));
      continue;
    }
    actualizar(filas, 'opcion.opcion', o.id, previa.opcion, o.opcion);
    actualizar(
      filas,
      'opcion.calificacion',
      o.id,
      CALIFICACION_OPCION.etiqueta(previa.calificacion),
      CALIFICACION_OPCION.etiqueta(o.calificacion),
    );
  }
  return filas;
}

/** Trace rows of a change from `antes` (null when the group is new) to `despues`; none when nothing changed. */
export function filasTrazaFac(antes: GrupoInstantanea | null, despues: GrupoInstantanea): FilaTraza[] {
  if (!antes) {
    return [
      insertar('grupo', despues.id, despues.nombre),
      ...despues.tags.map((t) => insertar('etiqueta', t.id, t.nombre)),
      ...despues.preguntas.flatMap(insertarPregunta),
    ];
  }
  const filas: FilaTraza[] = [];
  actualizar(filas, 'grupo.nombre', despues.id, antes.nombre, despues.nombre);
  const tagsAntes = new Set(antes.tags.map((t) => t.id));
  const tagsDespues = new Set(despues.tags.map((t) => t.id));
  for (const t of antes.tags) if (!tagsDespues.has(t.id)) filas.push(borrar('etiqueta', t.id, t.nombre));
  for (const t of despues.tags) if (!tagsAntes.has(t.id)) filas.push(insertar('etiqueta', t.id, t.nombre));
  const preguntasAntes = new Map(antes.preguntas.map((p) => [p.id, p]));
  const preguntasDespues = new Set(despues.preguntas.map((p) => p.id));
  for (const p of antes.preguntas)
    if (!preguntasDespues.has(p.id)) filas.push(borrar('pregunta', p.id, p.titulo));
  for (const p of despues.preguntas) {
    const previa = preguntasAntes.get(p.id);
    filas.push(...(previa ? diffPregunta(previa, p) : insertarPregunta(p)));
  }
  return filas;
}
