import { Boton, CampoTexto } from '@talento/ui';
import { RELACION_AREA, type IndicadorPerfil, type RelacionAreaPerfil, type ResponsabilidadPerfil } from '@talento/rules';
import { Numero, Seccion, Seleccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import type { PropsSeccion } from './estado';

type Columna<T> = { campo: keyof T & string; etiqueta: string; tipo?: 'porcentaje' | 'relacion' };

interface PropsLista<T> {
  titulo: string;
  nombre: string;
  filas: T[];
  vacia: T;
  columnas: Columna<T>[];
  onChange: (filas: T[]) => void;
  errores: Record<string, string>;
  deshabilitado: boolean;
}

/** An editable list of rows (add, change, remove), every field required; errors keyed 'nombre.i.campo'. */
function Lista<T extends Record<string, unknown>>({ titulo, nombre, filas, vacia, columnas, onChange, errores, deshabilitado }: PropsLista<T>) {
  const o = useMarca();
  const cambiarFila = (i: number, parcial: Partial<T>) => onChange(filas.map((f, j) => (j === i ? { ...f, ...parcial } : f)));
  return (
    <Seccion titulo={titulo} columnas={false}>
      {errores[nombre] && <p className="mb-2 text-xs text-red-600">{errores[nombre]}</p>}
      <div className="flex flex-col gap-3">
        {filas.map((fila, i) => (
          <fieldset key={i} aria-label={`${titulo} ${i + 1}`} className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-3">
            {columnas.map(({ campo, etiqueta, tipo }) => {
              const error = errores[`${nombre}.${i}.${campo}`];
              if (tipo === 'porcentaje')
                return <Numero key={campo} etiqueta={`${etiqueta}${o}`} min={0} max={100} valor={fila[campo] as number | null} onChange={(v) => cambiarFila(i, { [campo]: v ?? undefined } as Partial<T>)} error={error} disabled={deshabilitado} />;
              if (tipo === 'relacion')
                return <Seleccion key={campo} etiqueta={`${etiqueta}${o}`} vacia={null} valor={fila[campo] as number} onChange={(v) => cambiarFila(i, { [campo]: Number(v) } as Partial<T>)} opciones={RELACION_AREA.opciones} error={error} disabled={deshabilitado} />;
              return <CampoTexto key={campo} etiqueta={`${etiqueta}${o}`} value={(fila[campo] as string | undefined) ?? ''} onChange={(e) => cambiarFila(i, { [campo]: e.target.value } as Partial<T>)} error={error} disabled={deshabilitado} />;
            })}
            <div className="flex items-end">
              <Boton type="button" variante="texto" disabled={deshabilitado} onClick={() => onChange(filas.filter((_, j) => j !== i))}>
                Quitar
              </Boton>
            </div>
          </fieldset>
        ))}
        <div>
          <Boton type="button" variante="secundario" disabled={deshabilitado} onClick={() => onChange([...filas, { ...vacia }])}>
            Agregar
          </Boton>
        </div>
      </div>
    </Seccion>
  );
}

/** Responsibilities (percentages 0–100), indicators (weights 0–100) and relations with other areas. */
export function SeccionListas({ campos: c, cambiar, errores, deshabilitado }: PropsSeccion) {
  return (
    <>
      <Lista<ResponsabilidadPerfil>
        titulo="Responsabilidades"
        nombre="responsabilidades"
        filas={(c.responsabilidades ?? [])}
        vacia={{ funcion: '', porcentaje: 0, queHace: '', comoHace: '', paraQueHace: '' }}
        columnas={[
          { campo: 'funcion', etiqueta: 'Función' },
          { campo: 'porcentaje', etiqueta: 'Porcentaje', tipo: 'porcentaje' },
          { campo: 'queHace', etiqueta: 'Qué hace' },
          { campo: 'comoHace', etiqueta: 'Cómo lo hace' },
          { campo: 'paraQueHace', etiqueta: 'Para qué lo hace' },
        ]}
        onChange={(responsabilidades) => cambiar({ responsabilidades })}
        errores={errores}
        deshabilitado={deshabilitado}
      />
      <Lista<IndicadorPerfil>
        titulo="Indicadores"
        nombre="indicadores"
        filas={(c.indicadores ?? [])}
        vacia={{ nombre: '', formula: '', peso: 0, periodicidad: '', meta: '', objetivoProceso: '' }}
        columnas={[
          { campo: 'nombre', etiqueta: 'Nombre' },
          { campo: 'formula', etiqueta: 'Fórmula' },
          { campo: 'peso', etiqueta: 'Peso', tipo: 'porcentaje' },
          { campo: 'periodicidad', etiqueta: 'Periodicidad' },
          { campo: 'meta', etiqueta: 'Meta' },
          { campo: 'objetivoProceso', etiqueta: 'Objetivo del proceso' },
        ]}
        onChange={(indicadores) => cambiar({ indicadores })}
        errores={errores}
        deshabilitado={deshabilitado}
      />
      <Lista<RelacionAreaPerfil>
        titulo="Relaciones con otras áreas"
        nombre="relacionesAreas"
        filas={(c.relacionesAreas ?? [])}
        vacia={{ area: '', proposito: '', relacion: 0 }}
        columnas={[
          { campo: 'area', etiqueta: 'Área' },
          { campo: 'proposito', etiqueta: 'Propósito' },
          { campo: 'relacion', etiqueta: 'Relación', tipo: 'relacion' },
        ]}
        onChange={(relacionesAreas) => cambiar({ relacionesAreas })}
        errores={errores}
        deshabilitado={deshabilitado}
      />
    </>
  );
}
