import { Controller, useWatch } from 'react-hook-form';
import { CampoDinero, propsDeControl } from '@talento/ui';
import { auxilioTransporte, formatoDinero } from '@talento/rules';
import { Seccion, type PropsSeccion } from './campos';
import { CamposSalario } from './comun/campos-salario';
import { OtrosAuxilios } from './comun/otros-auxilios';
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
  const { control } = form;
  const [salario, tieneRuta] = useWatch({ control, name: ['salario', 'tieneRuta'] });
  const conRuta = rutaPermitida(salario, smmlv);
  const aux =
    salario === undefined
      ? 0
      : auxilioTransporte({ salario, tieneRuta: conRuta && tieneRuta, smmlv, auxilioConfigurado });

  return (
    <Seccion titulo="Salario y auxilios">
      <CamposSalario prefijo="" deshabilitado={deshabilitado} smmlv={smmlv} />
      <div className="flex flex-col gap-1" data-testid="auxilio-transporte">
        <span className="text-sm font-medium text-slate-700">Auxilio de transporte</span>
        <output className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          {formatoDinero(aux)}
        </output>
        <span className="text-xs text-slate-500">
          Se calcula: {formatoDinero(auxilioConfigurado)} sin ruta y con salario hasta 2 SMMLV (
          {formatoDinero(2 * smmlv)}); si no, $0.
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
      <OtrosAuxilios ruta="otrosAuxilios" deshabilitado={deshabilitado} />
    </Seccion>
  );
}
