import { useFieldArray } from 'react-hook-form';
import { Boton, mensajeCampo } from '@talento/ui';
import { RELACION_AREA } from '@talento/rules';
import { Seccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import {
  NumeroPerfil,
  SeleccionPerfil,
  TextoPerfil,
  useFormularioPerfil,
  type NombreCampo,
} from './campos-perfil';

type Columna = { campo: string; etiqueta: string; tipo?: 'porcentaje' | 'relacion' };
type NombreLista = 'responsabilidades' | 'indicadores' | 'relacionesAreas';

interface PropsLista {
  titulo: string;
  nombre: NombreLista;
  vacia: Record<string, string | number>;
  columnas: Columna[];
}

/** An editable list of rows (add, change, remove), every field required; field paths 'nombre.i.campo'. */
function Lista({ titulo, nombre, vacia, columnas }: PropsLista) {
  const o = useMarca();
  const { control, formState } = useFormularioPerfil();
  const { fields, append, remove } = useFieldArray({ control, name: nombre });
  // The list's own message (e.g. at least one row) sits on the list, or on its root once rows are registered.
  const error = mensajeCampo(formState.errors, nombre) ?? mensajeCampo(formState.errors, `${nombre}.root`);
  return (
    <Seccion titulo={titulo} columnas={false}>
      {error && <p className="mb-2 text-xs text-red-600">{error}</p>}
      <div className="flex flex-col gap-3">
        {fields.map((fila, i) => (
          <fieldset
            key={fila.id}
            aria-label={`${titulo} ${i + 1}`}
            className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-3"
          >
            {columnas.map(({ campo, etiqueta, tipo }) => {
              const ruta = `${nombre}.${i}.${campo}` as NombreCampo;
              if (tipo === 'porcentaje')
                return (
                  <NumeroPerfil
                    key={campo}
                    nombre={ruta}
                    etiqueta={`${etiqueta}${o}`}
                    min={0}
                    max={100}
                    requerido
                  />
                );
              if (tipo === 'relacion')
                return (
                  <SeleccionPerfil
                    key={campo}
                    nombre={ruta}
                    etiqueta={`${etiqueta}${o}`}
                    vacia={null}
                    opciones={RELACION_AREA.opciones}
                  />
                );
              return <TextoPerfil key={campo} nombre={ruta} etiqueta={`${etiqueta}${o}`} requerido />;
            })}
            <div className="flex items-end">
              <Boton type="button" variante="texto" onClick={() => remove(i)}>
                Quitar
              </Boton>
            </div>
          </fieldset>
        ))}
        <div>
          <Boton type="button" variante="secundario" onClick={() => append({ ...vacia } as never)}>
            Agregar
          </Boton>
        </div>
      </div>
    </Seccion>
  );
}

/** Responsibilities (percentages 0–100), indicators (weights 0–100) and relations with other areas. */
export function SeccionListas() {
  return (
    <>
      <Lista
        titulo="Responsabilidades"
        nombre="responsabilidades"
        vacia={{ funcion: '', porcentaje: 0, queHace: '', comoHace: '', paraQueHace: '' }}
        columnas={[
          { campo: 'funcion', etiqueta: 'Función' },
          { campo: 'porcentaje', etiqueta: 'Porcentaje', tipo: 'porcentaje' },
          { campo: 'queHace', etiqueta: 'Qué hace' },
          { campo: 'comoHace', etiqueta: 'Cómo lo hace' },
          { campo: 'paraQueHace', etiqueta: 'Para qué lo hace' },
        ]}
      />
      <Lista
        titulo="Indicadores"
        nombre="indicadores"
        vacia={{ nombre: '', formula: '', peso: 0, periodicidad: '', meta: '', objetivoProceso: '' }}
        columnas={[
          { campo: 'nombre', etiqueta: 'Nombre' },
          { campo: 'formula', etiqueta: 'Fórmula' },
          { campo: 'peso', etiqueta: 'Peso', tipo: 'porcentaje' },
          { campo: 'periodicidad', etiqueta: 'Periodicidad' },
          { campo: 'meta', etiqueta: 'Meta' },
          { campo: 'objetivoProceso', etiqueta: 'Objetivo del proceso' },
        ]}
      />
      <Lista
        titulo="Relaciones con otras áreas"
        nombre="relacionesAreas"
        vacia={{ area: '', proposito: '', relacion: 0 }}
        columnas={[
          { campo: 'area', etiqueta: 'Área' },
          { campo: 'proposito', etiqueta: 'Propósito' },
          { campo: 'relacion', etiqueta: 'Relación', tipo: 'relacion' },
        ]}
      />
    </>
  );
}
