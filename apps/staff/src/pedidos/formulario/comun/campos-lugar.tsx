import { Controller, useFormContext } from 'react-hook-form';
import { CampoNumero, CampoTexto, propsDeControl, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { PEDIDO_LIMITES } from '@talento/rules';
import { errorDe } from '../campos';
import { useBuscadores } from '../../../catalogos/buscadores';

/** Where a city line works: the fields every city line of both order forms holds. */
export interface ValoresLugar {
  ciudad: OpcionTypeahead | null;
  vacantes: number | undefined;
  centroCosto: string;
  direccionPresentarse: string;
  personaAutorizaIngreso: string;
}

/**
 * City (typeahead from 3 characters), vacancies, cost centre, address and who authorises entry of the city line
 * `indice` (`lineas.N`), in the ordinary and the stock order form alike.
 */
export function CamposLugar({ indice: i, deshabilitado }: { indice: number; deshabilitado: boolean }) {
  const { control, register, formState } = useFormContext<{ lineas: ValoresLugar[] }>();
  const buscadores = useBuscadores();
  const error = (campo: keyof ValoresLugar) => errorDe(formState.errors, `lineas.${i}.${campo}`);
  return (
    <>
      <Controller
        control={control}
        name={`lineas.${i}.ciudad`}
        render={(c) => (
          <Typeahead
            etiqueta="Ciudad"
            requerido
            {...propsDeControl(c)}
            buscar={buscadores.ciudades}
            minCaracteres={PEDIDO_LIMITES.minCaracteresBusquedaCiudad}
            disabled={deshabilitado}
          />
        )}
      />
      <Controller
        control={control}
        name={`lineas.${i}.vacantes`}
        render={(c) => (
          <CampoNumero etiqueta="Vacantes" requerido {...propsDeControl(c)} disabled={deshabilitado} />
        )}
      />
      <CampoTexto
        etiqueta="Centro de costo"
        requerido
        maxLength={100}
        {...register(`lineas.${i}.centroCosto`)}
        error={error('centroCosto')}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta="Dirección donde presentarse"
        requerido
        maxLength={300}
        {...register(`lineas.${i}.direccionPresentarse`)}
        error={error('direccionPresentarse')}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta="Persona que autoriza el ingreso"
        requerido
        maxLength={200}
        {...register(`lineas.${i}.personaAutorizaIngreso`)}
        error={error('personaAutorizaIngreso')}
        disabled={deshabilitado}
      />
    </>
  );
}
