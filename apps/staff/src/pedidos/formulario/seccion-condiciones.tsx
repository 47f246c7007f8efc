import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Boton, CampoDinero, CampoTexto, Casilla, propsDeControl } from '@talento/ui';
import { auxilioTransporte, formatoDinero, MENSAJES_PEDIDOS, salarioMenorAlMinimo } from '@talento/rules';
import { errorDe, Seccion, type PropsSeccion } from './campos';
import { rutaPermitida } from './valores';

interface Props extends PropsSeccion {
  smmlv: number;
  auxilioConfigurado: number;
}

type CampoAuxilio = 'auxilioAlimentacion' | 'auxilioInternet' | 'auxilioCelular' | 'auxilioRodamiento';
const AUXILIOS: { campo: CampoAuxilio; etiqueta: string }[] = [
  { campo: 'auxilioAlimentacion', etiqueta: 'Auxilio de alimentación' },
  { campo: 'auxilioInternet', etiqueta: 'Auxilio de internet' },
  { campo: 'auxilioCelular', etiqueta: 'Auxilio de celular' },
  { campo: 'auxilioRodamiento', etiqueta: 'Auxilio de rodamiento' },
];

/** Salary (with the below-minimum notice), commission, route, computed transport aid and other aids. */
export function SeccionCondiciones({ form, deshabilitado, smmlv, auxilioConfigurado }: Props) {
  const { control, register, formState } = form;
  const otros = useFieldArray({ control, name: 'otrosAuxilios', keyName: 'clave' });
  const [salario, tieneRuta] = useWatch({ control, name: ['salario', 'tieneRuta'] });
  const conRuta = rutaPermitida(salario, smmlv);
  const aux =
    salario === undefined ? 0 : auxilioTransporte({ salario, tieneRuta: conRuta && tieneRuta, smmlv, auxilioConfigurado });

  return (
    <Seccion titulo="Salario y auxilios">
      <div>
        <Controller
          control={control}
          name="salario"
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
        name="comision"
        render={(c) => <CampoDinero etiqueta="Comisión" vacio={null} {...propsDeControl(c)} disabled={deshabilitado} />}
      />
      <div className="flex flex-col justify-center gap-1">
        {conRuta ? (
          <Controller
            control={control}
            name="tieneRuta"
            render={({ field }) => (
              <Casilla etiqueta="Tiene ruta" valor={field.value} onChange={field.onChange} ref={field.ref} disabled={deshabilitado} />
            )}
          />
        ) : (
          <span className="text-xs text-slate-500">Salario mayor a 2 SMMLV: sin ruta ni auxilio de transporte.</span>
        )}
      </div>
      <div className="flex flex-col gap-1" data-testid="auxilio-transporte">
        <span className="text-sm font-medium text-slate-700">Auxilio de transporte</span>
        <output className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">{formatoDinero(aux)}</output>
        <span className="text-xs text-slate-500">
          Se calcula: {formatoDinero(auxilioConfigurado)} sin ruta y con salario hasta 2 SMMLV ({formatoDinero(2 * smmlv)}); si
          no, $0.
        </span>
      </div>
      {AUXILIOS.map(({ campo, etiqueta }) => (
        <Controller
          key={campo}
          control={control}
          name={campo}
          render={(c) => <CampoDinero etiqueta={etiqueta} {...propsDeControl(c)} disabled={deshabilitado} />}
        />
      ))}
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
                {...register(`otrosAuxilios.${i}.nombre`)}
                error={errorDe(formState.errors, `otrosAuxilios.${i}.nombre`)}
                disabled={deshabilitado}
              />
              <Controller
                control={control}
                name={`otrosAuxilios.${i}.valor`}
                render={(c) => <CampoDinero etiqueta="Valor" requerido {...propsDeControl(c)} disabled={deshabilitado} />}
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
    </Seccion>
  );
}
