import { Controller, useWatch } from 'react-hook-form';
import {
  CampoDinero,
  CampoNumero,
  CampoTexto,
  Casilla,
  propsDeControl,
  Seleccion,
  SelectorFecha,
  Typeahead,
  
} from '@talento/ui';
import {
  aFechaIso,
  auxilioTransporte,
  desdeFechaIso,
  formatoDinero,
  JORNADA_LABORAL,
  JORNADAS_CON_HORARIO,
  MENSAJES_PEDIDOS,
  PEDIDO_LIMITES,
  requiereAuxilioTransporteExtra,
  salarioMenorAlMinimo,
  ventanaSelector,
} from '@talento/rules';
import { errorDe, numeroOVacio } from '../../../pedidos/formulario/campos';
import { OtrosAuxilios } from './otros-auxilios';
import type { FormularioStockRHF } from './tipos';
import { useBuscadores } from '../../../catalogos/buscadores';

interface Props {
  form: FormularioStockRHF;
  indice: number;
  deshabilitado: boolean;
  smmlv: number;
  auxilioConfigurado: number;
}

/** An empty time input means no hour (null), as the schema has it. */
const horaONula = (valor: unknown): string | null => (typeof valor === 'string' && valor !== '' ? valor : null);

/**
 * One city block of a stock order: its own place, vacancies, salary, aids, entry date and work day. The route
 * shows while the salary is at most 2 SMMLV; the extra transport allowance only without route and below 2 SMMLV.
 */
export function BloqueCiudad({ form, indice: i, deshabilitado, smmlv, auxilioConfigurado }: Props) {
  const { control, register, formState } = form;
  const buscadores = useBuscadores();
  const buscarCiudades = buscadores.ciudades;
  const [salario, tieneRuta, jornada] = useWatch({ control, name: [`lineas.${i}.salario`, `lineas.${i}.tieneRuta`, `lineas.${i}.jornadaLaboral`] });
  const conRuta = (salario ?? 0) <= PEDIDO_LIMITES.factorSmmlvAuxilioTransporte * smmlv;
  const extra = requiereAuxilioTransporteExtra(salario, conRuta && tieneRuta, smmlv);
  const aux = salario === undefined ? 0 : auxilioTransporte({ salario, tieneRuta: conRuta && tieneRuta, smmlv, auxilioConfigurado });
  const ventana = ventanaSelector(PEDIDO_LIMITES.mesesMaxFechaIngreso);
  const conHorario = (JORNADAS_CON_HORARIO as readonly (number | undefined)[]).includes(jornada);
  const error = (campo: string) => errorDe(formState.errors, `lineas.${i}.${campo}`);
  const dinero = (campo: 'auxilioAlimentacion' | 'auxilioInternet' | 'auxilioCelular', etiqueta: string) => (
    <Controller
      control={control}
      name={`lineas.${i}.${campo}`}
      render={(c) => <CampoDinero etiqueta={etiqueta} {...propsDeControl(c)} disabled={deshabilitado} />}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      <Controller
        control={control}
        name={`lineas.${i}.ciudad`}
        render={(c) => (
          <Typeahead
            etiqueta="Ciudad"
            requerido
            {...propsDeControl(c)}
            buscar={buscarCiudades}
            minCaracteres={PEDIDO_LIMITES.minCaracteresBusquedaCiudad}
            disabled={deshabilitado}
          />
        )}
      />
      <CampoTexto etiqueta="Centro de costo" requerido maxLength={100} {...register(`lineas.${i}.centroCosto`)} error={error('centroCosto')} disabled={deshabilitado} />
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
      <Controller
        control={control}
        name={`lineas.${i}.vacantes`}
        render={(c) => <CampoNumero etiqueta="Vacantes" requerido {...propsDeControl(c)} disabled={deshabilitado} />}
      />
      <Controller
        control={control}
        name={`lineas.${i}.minimoCandidatosVacante`}
        render={(c) => <CampoNumero etiqueta="Candidatos por vacante" requerido vacio={null} {...propsDeControl(c)} disabled={deshabilitado} />}
      />
      <div>
        <Controller
          control={control}
          name={`lineas.${i}.salario`}
          render={(c) => <CampoDinero etiqueta="Salario" requerido {...propsDeControl(c)} disabled={deshabilitado} />}
        />
        {salarioMenorAlMinimo(salario, smmlv) && (
          <p role="status" className="mt-1 text-xs text-amber-700">
            {MENSAJES_PEDIDOS.salarioMenorMinimo}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name={`lineas.${i}.comision`}
        render={(c) => <CampoDinero etiqueta="Comisión" vacio={null} {...propsDeControl(c)} disabled={deshabilitado} />}
      />
      <div className="flex flex-col justify-center gap-1">
        {conRuta ? (
          <Controller
            control={control}
            name={`lineas.${i}.tieneRuta`}
            render={({ field }) => <Casilla etiqueta="Tiene ruta" valor={field.value} onChange={field.onChange} ref={field.ref} disabled={deshabilitado} />}
          />
        ) : (
          <span className="text-xs text-slate-600">Salario mayor a 2 SMMLV: sin ruta ni auxilio de transporte.</span>
        )}
        <span className="text-xs text-slate-600">Auxilio de transporte: {formatoDinero(aux)}</span>
      </div>
      {extra && (
        <Controller
          control={control}
          name={`lineas.${i}.auxilioTransporteExtra`}
          render={(c) => <CampoDinero etiqueta="Auxilio de transporte adicional" requerido vacio={null} {...propsDeControl(c)} disabled={deshabilitado} />}
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
      <Controller
        control={control}
        name={`lineas.${i}.jornadaLaboral`}
        render={(c) => (
          <Seleccion
            etiqueta="Jornada laboral"
            requerido
            {...propsDeControl(c)}
            onChange={(v) => c.field.onChange(numeroOVacio(v))}
            opciones={JORNADA_LABORAL.opciones.map((o) => ({ valor: o.valor, etiqueta: o.etiqueta }))}
            disabled={deshabilitado}
          />
        )}
      />
      {conHorario && (
        <>
          <CampoTexto
            etiqueta="Hora de inicio"
            requerido
            type="time"
            {...register(`lineas.${i}.horarioInicio`, { setValueAs: horaONula })}
            error={error('horarioInicio')}
            disabled={deshabilitado}
          />
          <CampoTexto
            etiqueta="Hora de fin"
            requerido
            type="time"
            {...register(`lineas.${i}.horarioFin`, { setValueAs: horaONula })}
            error={error('horarioFin')}
            disabled={deshabilitado}
          />
        </>
      )}
      {i > 0 && (
        // A child city line may replace a cancelled order (spec 01 §5): its number, optional.
        <Controller
          control={control}
          name={`lineas.${i}.pedidoPadreOcId`}
          render={(c) => <CampoNumero etiqueta="Pedido cancelado asociado" vacio={null} {...propsDeControl(c)} disabled={deshabilitado} />}
        />
      )}
      <OtrosAuxilios form={form} indice={i} deshabilitado={deshabilitado} />
    </div>
  );
}
