import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Boton, CampoDinero, CampoTexto, propsDeControl } from '@talento/ui';
import { errorDe } from '../campos';

interface OtroAuxilio {
  nombre: string;
  valor: number | undefined;
}

/** The ordinary order holds its extra allowances once; a stock order per city line. */
interface ConOtrosAuxilios {
  otrosAuxilios: OtroAuxilio[];
  lineas: { otrosAuxilios: OtroAuxilio[] }[];
}

/** Extra allowances (name and value), at `ruta` of either order form. */
export function OtrosAuxilios({
  ruta,
  deshabilitado,
}: {
  ruta: 'otrosAuxilios' | `lineas.${number}.otrosAuxilios`;
  deshabilitado: boolean;
}) {
  const { control, register, formState } = useFormContext<ConOtrosAuxilios>();
  const otros = useFieldArray({ control, name: ruta, keyName: 'clave' });
  return (
    <div className="md:col-span-2 lg:col-span-3">
      <div className="mb-2 flex items-center justify-between">
        <span className="text-sm font-medium text-slate-700">Otros auxilios</span>
        {!deshabilitado && (
          <Boton variante="secundario" onClick={() => otros.append({ nombre: '', valor: undefined })}>
            Agregar auxilio
          </Boton>
        )}
      </div>
      {otros.fields.length === 0 && <p className="text-xs text-slate-600">Sin otros auxilios.</p>}
      <ul className="flex flex-col gap-2">
        {otros.fields.map((o, i) => (
          <li key={o.clave} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
            <CampoTexto
              etiqueta="Nombre del auxilio"
              requerido
              maxLength={120}
              {...register(`${ruta}.${i}.nombre`)}
              error={errorDe(formState.errors, `${ruta}.${i}.nombre`)}
              disabled={deshabilitado}
            />
            <Controller
              control={control}
              name={`${ruta}.${i}.valor`}
              render={(c) => (
                <CampoDinero
                  etiqueta="Valor del auxilio"
                  requerido
                  {...propsDeControl(c)}
                  disabled={deshabilitado}
                />
              )}
            />
            {!deshabilitado && (
              <Boton variante="texto" className="mt-6" onClick={() => otros.remove(i)}>
                Quitar
              </Boton>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
