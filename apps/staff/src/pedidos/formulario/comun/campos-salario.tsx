import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CampoDinero, Casilla, propsDeControl } from '@talento/ui';
import { MENSAJES_PEDIDOS, salarioMenorAlMinimo } from '@talento/rules';
import { rutaPermitida } from '../valores';
import { ruta, type EnRaizOLinea, type Prefijo } from './prefijo';

interface ValoresSalario {
  salario: number | undefined;
  comision: number | null;
  tieneRuta: boolean;
}

interface Props {
  prefijo: Prefijo;
  deshabilitado: boolean;
  smmlv: number;
  /** Shown under the route (e.g. the computed transport aid). */
  pieRuta?: ReactNode;
}

/**
 * Salary (with the below-minimum notice), commission and route: the route is offered only while the salary is
 * at most 2 SMMLV (spec 01 §5), the same in the ordinary and the stock order form.
 */
export function CamposSalario({ prefijo, deshabilitado, smmlv, pieRuta }: Props) {
  const { control } = useFormContext<EnRaizOLinea<ValoresSalario>>();
  const salario = useWatch({ control, name: ruta(prefijo, 'salario') });
  return (
    <>
      <div>
        <Controller
          control={control}
          name={ruta(prefijo, 'salario')}
          render={(c) => (
            <CampoDinero etiqueta="Salario" requerido {...propsDeControl(c)} disabled={deshabilitado} />
          )}
        />
        {salarioMenorAlMinimo(salario, smmlv) && (
          <p role="status" className="mt-1 text-xs text-amber-700">
            {MENSAJES_PEDIDOS.salarioMenorMinimo}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name={ruta(prefijo, 'comision')}
        render={(c) => (
          <CampoDinero etiqueta="Comisión" vacio={null} {...propsDeControl(c)} disabled={deshabilitado} />
        )}
      />
      <div className="flex flex-col justify-center gap-1">
        {rutaPermitida(salario, smmlv) ? (
          <Controller
            control={control}
            name={ruta(prefijo, 'tieneRuta')}
            render={({ field }) => (
              <Casilla
                etiqueta="Tiene ruta"
                valor={field.value}
                onChange={field.onChange}
                ref={field.ref}
                disabled={deshabilitado}
              />
            )}
          />
        ) : (
          <span className="text-xs text-slate-600">
            Salario mayor a 2 SMMLV: sin ruta ni auxilio de transporte.
          </span>
        )}
        {pieRuta}
      </div>
    </>
  );
}
