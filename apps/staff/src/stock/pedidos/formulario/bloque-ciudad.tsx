import { Controller, useWatch } from 'react-hook-form';
import { CampoDinero, CampoNumero, propsDeControl, SelectorFecha } from '@talento/ui';
import {
  aFechaIso,
  auxilioTransporte,
  desdeFechaIso,
  formatoDinero,
  PEDIDO_LIMITES,
  requiereAuxilioTransporteExtra,
  ventanaSelector,
} from '@talento/rules';
import { CampoCandidatosPorVacante } from '../../../pedidos/formulario/comun/campos-busqueda';
import { CamposJornada } from '../../../pedidos/formulario/comun/campos-jornada';
import { CamposLugar } from '../../../pedidos/formulario/comun/campos-lugar';
import { CamposSalario } from '../../../pedidos/formulario/comun/campos-salario';
import { OtrosAuxilios } from '../../../pedidos/formulario/comun/otros-auxilios';
import { rutaPermitida } from '../../../pedidos/formulario/valores';
import type { FormularioStockRHF } from './tipos';

interface Props {
  form: FormularioStockRHF;
  indice: number;
  deshabilitado: boolean;
  smmlv: number;
  auxilioConfigurado: number;
}

/**
 * One city block of a stock order: its own place, vacancies, salary, aids, entry date and work day. The route
 * shows while the salary is at most 2 SMMLV; the extra transport allowance only without route and below 2 SMMLV.
 */
export function BloqueCiudad({ form, indice: i, deshabilitado, smmlv, auxilioConfigurado }: Props) {
  const { control } = form;
  const [salario, tieneRuta] = useWatch({ control, name: [`lineas.${i}.salario`, `lineas.${i}.tieneRuta`] });
  const conRuta = rutaPermitida(salario, smmlv);
  const extra = requiereAuxilioTransporteExtra(salario, conRuta && tieneRuta, smmlv);
  const aux =
    salario === undefined
      ? 0
      : auxilioTransporte({ salario, tieneRuta: conRuta && tieneRuta, smmlv, auxilioConfigurado });
  const ventana = ventanaSelector(PEDIDO_LIMITES.mesesMaxFechaIngreso);
  const dinero = (campo: 'auxilioAlimentacion' | 'auxilioInternet' | 'auxilioCelular', etiqueta: string) => (
    <Controller
      control={control}
      name={`lineas.${i}.${campo}`}
      render={(c) => <CampoDinero etiqueta={etiqueta} {...propsDeControl(c)} disabled={deshabilitado} />}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      <CamposLugar indice={i} deshabilitado={deshabilitado} />
      <CampoCandidatosPorVacante prefijo={`lineas.${i}.`} deshabilitado={deshabilitado} />
      <CamposSalario
        prefijo={`lineas.${i}.`}
        deshabilitado={deshabilitado}
        smmlv={smmlv}
        pieRuta={<span className="text-xs text-slate-600">Auxilio de transporte: {formatoDinero(aux)}</span>}
      />
      {extra && (
        <Controller
          control={control}
          name={`lineas.${i}.auxilioTransporteExtra`}
          render={(c) => (
            <CampoDinero
              etiqueta="Auxilio de transporte adicional"
              requerido
              vacio={null}
              {...propsDeControl(c)}
              disabled={deshabilitado}
            />
          )}
        />
      )}
      {dinero('auxilioAlimentacion', 'Auxilio de alimentación')}
      {dinero('auxilioInternet', 'Auxilio de internet')}
      {dinero('auxilioCelular', 'Auxilio de celular')}
      <Controller
        control={control}
        name={`lineas.${i}.fechaIngreso`}
        render={(c) => (
          <SelectorFecha
            etiqueta="Fecha de ingreso"
            requerido
            {...propsDeControl(c)}
            valor={c.field.value ? desdeFechaIso(c.field.value) : null}
            onChange={(fecha) => c.field.onChange(fecha ? aFechaIso(fecha) : '')}
            min={ventana.min}
            max={ventana.max}
            disabled={deshabilitado}
          />
        )}
      />
      <CamposJornada prefijo={`lineas.${i}.`} deshabilitado={deshabilitado} horasOpcionales={false} />
      {i > 0 && (
        // A child city line may replace a cancelled order (spec 01 §5): its number, optional.
        <Controller
          control={control}
          name={`lineas.${i}.pedidoPadreOcId`}
          render={(c) => (
            <CampoNumero
              etiqueta="Pedido cancelado asociado"
              vacio={null}
              {...propsDeControl(c)}
              disabled={deshabilitado}
            />
          )}
        />
      )}
      <OtrosAuxilios ruta={`lineas.${i}.otrosAuxilios`} deshabilitado={deshabilitado} />
    </div>
  );
}
