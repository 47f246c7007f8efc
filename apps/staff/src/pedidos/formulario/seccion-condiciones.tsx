import { Boton, CampoTexto } from '@talento/ui';
import {
  auxilioTransporte,
  formatoDinero,
  MENSAJES_PEDIDOS,
  PEDIDO_LIMITES,
  salarioMenorAlMinimo,
} from '@talento/rules';
import { Casilla, propsDinero, Seccion, type PropsSeccion } from './campos';
import { aNumero, nuevaClave, type EstadoFormulario, type OtroAuxilioForm } from './estado';

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

/** The route is offered only while the salary is at most twice the minimum wage (spec 01 §5). */
export function rutaPermitida(estado: EstadoFormulario, smmlv: number): boolean {
  const salario = aNumero(estado.salario) ?? 0;
  return salario <= PEDIDO_LIMITES.factorSmmlvAuxilioTransporte * smmlv;
}

/** Salary (with the below-minimum notice), commission, route, computed transport aid and other aids. */
export function SeccionCondiciones({
  estado,
  cambiar,
  errores,
  deshabilitado,
  smmlv,
  auxilioConfigurado,
}: Props) {
  const salario = aNumero(estado.salario);
  const conRuta = rutaPermitida(estado, smmlv);
  const aux =
    salario === undefined
      ? 0
      : auxilioTransporte({ salario, tieneRuta: conRuta && estado.tieneRuta, smmlv, auxilioConfigurado });
  const cambiarOtro = (i: number, parcial: Partial<OtroAuxilioForm>) =>
    cambiar({ otrosAuxilios: estado.otrosAuxilios.map((o, j) => (j === i ? { ...o, ...parcial } : o)) });

  return (
    <Seccion titulo="Salario y auxilios">
      <div>
        <CampoTexto
          etiqueta="Salario"
          {...propsDinero}
          value={estado.salario}
          onChange={(e) => cambiar({ salario: e.target.value })}
          error={errores.salario}
          disabled={deshabilitado}
        />
        {salarioMenorAlMinimo(salario, smmlv) && (
          <p role="status" className="mt-1 text-xs text-amber-700">
            {MENSAJES_PEDIDOS.salarioMenorMinimo}
          </p>
        )}
      </div>
      <CampoTexto
        etiqueta="Comisión"
        {...propsDinero}
        value={estado.comision}
        onChange={(e) => cambiar({ comision: e.target.value })}
        error={errores.comision}
        disabled={deshabilitado}
      />
      <div className="flex flex-col justify-center gap-1">
        {conRuta ? (
          <Casilla
            etiqueta="Tiene ruta"
            valor={estado.tieneRuta}
            onChange={(tieneRuta) => cambiar({ tieneRuta })}
            disabled={deshabilitado}
          />
        ) : (
          <span className="text-xs text-slate-500">
            Salario mayor a 2 SMMLV: sin ruta ni auxilio de transporte.
          </span>
        )}
      </div>
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
        <CampoTexto
          key={campo}
          etiqueta={etiqueta}
          {...propsDinero}
          value={estado[campo]}
          onChange={(e) => cambiar({ [campo]: e.target.value })}
          error={errores[campo]}
          disabled={deshabilitado}
        />
      ))}
      <div className="md:col-span-2 lg:col-span-3">
        <div className="mb-2 flex items-center justify-between">
          <span className="text-sm font-medium text-slate-700">Otros auxilios</span>
          {!deshabilitado && (
            <Boton
              variante="secundario"
              onClick={() =>
                cambiar({
                  otrosAuxilios: [...estado.otrosAuxilios, { clave: nuevaClave(), nombre: '', valor: '' }],
                })
              }
            >
              Agregar auxilio
            </Boton>
          )}
        </div>
        {estado.otrosAuxilios.length === 0 && <p className="text-xs text-slate-500">Sin otros auxilios.</p>}
        <ul className="flex flex-col gap-2">
          {estado.otrosAuxilios.map((o, i) => (
            <li key={o.clave} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
              <CampoTexto
                etiqueta="Nombre del auxilio"
                maxLength={120}
                value={o.nombre}
                onChange={(e) => cambiarOtro(i, { nombre: e.target.value })}
                error={errores[`otrosAuxilios.${i}.nombre`]}
                disabled={deshabilitado}
              />
              <CampoTexto
                etiqueta="Valor"
                {...propsDinero}
                value={o.valor}
                onChange={(e) => cambiarOtro(i, { valor: e.target.value })}
                error={errores[`otrosAuxilios.${i}.valor`]}
                disabled={deshabilitado}
              />
              {!deshabilitado && (
                <Boton
                  variante="texto"
                  className="mt-6"
                  onClick={() => cambiar({ otrosAuxilios: estado.otrosAuxilios.filter((_, j) => j !== i) })}
                >
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
