import { Controller, useFieldArray } from 'react-hook-form';
import { Boton, CampoDinero, CampoTexto, propsDeControl } from '@talento/ui';
import { errorDe } from '../../../pedidos/formulario/campos';
import type { FormularioStockRHF } from './tipos';

/** Extra allowances (name and value) of one city block. */
export function OtrosAuxilios({ form, indice, deshabilitado }: { form: FormularioStockRHF; indice: number; deshabilitado: boolean }) {
  const { control, register, formState } = form;
  const otros = useFieldArray({ control, name: `lineas.${indice}.otrosAuxilios`, keyName: 'clave' });
  const ruta = `lineas.${indice}.otrosAuxilios` as const;
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
      {otros.fields.length === 0 && <p className="text-xs text-slate-500">Sin otros auxilios.</p>}
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
              render={(c) => <CampoDinero etiqueta="Valor del auxilio" requerido {...propsDeControl(c)} disabled={deshabilitado} />}
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
