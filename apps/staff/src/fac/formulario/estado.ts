import type { GrupoFac } from '../tipos';

/** Plain controlled state of the FAC form (questions and options keep their ids when editing). */
export interface OpcionForm {
  clave: string;
  id?: number;
  opcion: string;
  calificacion: number | null;
}
export interface PreguntaForm {
  clave: string;
  id?: number;
  titulo: string;
  tipo: number | null;
  clase: number | null;
  usar: boolean;
  opciones: OpcionForm[];
}
export interface Etiqueta {
  id: number;
  nombre: string;
}
export interface FormFac {
  nombre: string;
  tags: Etiqueta[];
  preguntas: PreguntaForm[];
}

let contador = 0;
const clave = () => `n${++contador}`;

export const nuevaOpcion = (): OpcionForm => ({ clave: clave(), opcion: '', calificacion: null });
export const nuevaPregunta = (): PreguntaForm => ({ clave: clave(), titulo: '', tipo: 1, clase: null, usar: true, opciones: [nuevaOpcion()] });
export const formVacio = (): FormFac => ({ nombre: '', tags: [], preguntas: [nuevaPregunta()] });

export function formDeGrupo(g: GrupoFac): FormFac {
  return {
    nombre: g.nombre,
    tags: g.tags,
    preguntas: g.preguntas.map((p) => ({
      clave: `p${p.id}`,
      id: p.id,
      titulo: p.titulo,
      tipo: p.tipo,
      clase: p.clase,
      usar: p.usar,
      opciones: p.opciones.map((o) => ({ clave: `o${o.id}`, id: o.id, opcion: o.opcion, calificacion: o.calificacion })),
    })),
  };
}

/** What the shared schema validates and the procedures receive (missing selections stay undefined). */
export function entradaDeForm(f: FormFac) {
  return {
    nombre: f.nombre,
    tags: f.tags.map((t) => t.id),
    preguntas: f.preguntas.map((p) => ({
      id: p.id,
      titulo: p.titulo,
      tipo: p.tipo ?? undefined,
      clase: p.clase ?? undefined,
      usar: p.usar,
      opciones: p.opciones.map((o) => ({ id: o.id, opcion: o.opcion, calificacion: o.calificacion ?? undefined })),
    })),
  };
}
