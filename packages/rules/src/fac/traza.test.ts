import { describe, expect, it } from 'vitest';
import { filasTrazaFac, type GrupoInstantanea } from './traza';

const base: GrupoInstantanea = {
  id: 1,
  nombre: 'Operativos',
  tags: [{ id: 7, nombre: 'bodega' }],
  preguntas: [
    {
      id: 10,
      titulo: '¿Experiencia?',
      tipo: 1,
      clase: 1,
      usar: true,
      opciones: [
        { id: 100, opcion: 'Sí', calificacion: 5 },
        { id: 101, opcion: 'No', calificacion: 6 },
      ],
    },
  ],
};

describe('filasTrazaFac', () => {
  it('a new group inserts the group, each tag, question and option', () => {
    expect(filasTrazaFac(null, base)).toEqual([
      { accion: 1, campo: 'grupo', campoId: 1, antes: null, despues: 'Operativos' },
      { accion: 1, campo: 'etiqueta', campoId: 7, antes: null, despues: 'bodega' },
      { accion: 1, campo: 'pregunta', campoId: 10, antes: null, despues: '¿Experiencia?' },
      { accion: 1, campo: 'opcion', campoId: 100, antes: null, despues: 'Sí (5)' },
      { accion: 1, campo: 'opcion', campoId: 101, antes: null, despues: 'No (Descartar)' },
    ]);
  });

  it('no change writes nothing', () => {
    expect(filasTrazaFac(base, structuredClone(base))).toEqual([]);
  });

  it.each<[string, Partial<GrupoInstantanea>, ReturnType<typeof filasTrazaFac>]>([
    [
      'rename',
      { nombre: 'Operarios' },
      [{ accion: 2, campo: 'grupo.nombre', campoId: 1, antes: 'Operativos', despues: 'Operarios' }],
    ],
    [
      'swap a tag',
      { tags: [{ id: 8, nombre: 'logística' }] },
      [
        { accion: 3, campo: 'etiqueta', campoId: 7, antes: 'bodega', despues: null },
        { accion: 1, campo: 'etiqueta', campoId: 8, antes: null, despues: 'logística' },
      ],
    ],
    [
      'delete the question',
      { preguntas: [] },
      [{ accion: 3, campo: 'pregunta', campoId: 10, antes: '¿Experiencia?', despues: null }],
    ],
    [
      'edit question fields and options',
      {
        preguntas: [
          {
            id: 10,
            titulo: '¿Experiencia certificada?',
            tipo: 1,
            clase: 2,
            usar: false,
            opciones: [
              { id: 100, opcion: 'Sí, certificada', calificacion: 4 },
              { id: 102, opcion: 'Algo', calificacion: 3 },
            ],
          },
        ],
      },
      [
        {
          accion: 2,
          campo: 'pregunta.titulo',
          campoId: 10,
          antes: '¿Experiencia?',
          despues: '¿Experiencia certificada?',
        },
        { accion: 2, campo: 'pregunta.clase', campoId: 10, antes: 'Potencial', despues: 'Desempeño' },
        { accion: 2, campo: 'pregunta.usar', campoId: 10, antes: 'Sí', despues: 'No' },
        { accion: 3, campo: 'opcion', campoId: 101, antes: 'No (Descartar)', despues: null },
        { accion: 2, campo: 'opcion.opcion', campoId: 100, antes: 'Sí', despues: 'Sí, certificada' },
        { accion: 2, campo: 'opcion.calificacion', campoId: 100, antes: '5', despues: '4' },
        { accion: 1, campo: 'opcion', campoId: 102, antes: null, despues: 'Algo (3)' },
      ],
    ],
  ])('%s', (_caso, cambio, esperado) => {
    expect(filasTrazaFac(base, { ...base, ...cambio })).toEqual(esperado);
  });
});
