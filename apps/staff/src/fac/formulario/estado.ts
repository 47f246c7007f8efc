import type { Resolver } from 'react-hook-form';
import { crearEsquemaGrupoFac, type CamposGrupoFac } from '@talento/rules';
import type { GrupoFac } from '../tipos';
import { resolverZod } from '@talento/ui';

/** The FAC form's values (questions and options keep their ids when editing; selections not made are null). */
export interface OpcionForm {
  id?: number;
  opcion: string;
  calificacion: number | null;
}
export interface PreguntaForm {
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
  /** Shown by name; the schema receives their ids. */
  tags: Etiqueta[];
  preguntas: PreguntaForm[];
}

export const nuevaOpcion = (): OpcionForm => ({ opcion: '', calificacion: null });
export const nuevaPregunta = (): PreguntaForm => ({
  titulo: '',
  tipo: 1,
  clase: null,
  usar: true,
  opciones: [nuevaOpcion()],
});
export const formVacio = (): FormFac => ({ nombre: '', tags: [], preguntas: [nuevaPregunta()] });

export function formDeGrupo(g: GrupoFac): FormFac {
  return {
    nombre: g.nombre,
    tags: g.tags,
    preguntas: g.preguntas.map((p) => ({
      id: p.id,
      titulo: p.titulo,
      tipo: p.tipo,
      clase: p.clase,
      usar: p.usar,
      opciones: p.opciones.map((o) => ({ id: o.id, opcion: o.opcion, calificacion: o.calificacion })),
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
      opciones: p.opciones.map((o) => ({
        id: o.id,
        opcion: o.opcion,
        calificacion: o.calificacion ?? undefined,
      })),
    })),
  };
}

/**
 * zodResolver over the shared schema (with the orders config's question limit), fed the form's values as the
 * procedures receive them: the messages land on the same paths ('tags', 'preguntas.0.clase', ...).
 */
export function resolverFac(maxPregFac: number): Resolver<FormFac, unknown, CamposGrupoFac> {
  const base = resolverZod(crearEsquemaGrupoFac(maxPregFac));
  return (valores, contexto, opciones) => base(entradaDeForm(valores), contexto, opciones as never);
}
