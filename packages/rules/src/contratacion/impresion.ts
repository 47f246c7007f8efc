/** The contract-order print page (spec 01 §2 "Contract-order print page"): form code and the purchase-order legal text. */
export const CODIGO_FORMATO_ORDEN = 'OPE-for-71';

export const TEXTO_LEGAL_ORDEN_COMPRA = [
  'La presente orden de contratación hace las veces de orden de compra del servicio temporal de colaboración, en los términos de la oferta mercantil vigente entre la empresa usuaria y la empresa de servicios temporales.',
  'La empresa usuaria declara que la información aquí consignada es veraz y autoriza el ingreso del trabajador en misión en la fecha y condiciones indicadas; cualquier cambio deberá comunicarse por escrito antes de la fecha de ingreso.',
  'El valor del servicio se facturará según las tarifas pactadas, incluyendo salarios, prestaciones sociales, aportes a la seguridad social, parafiscales y la administración acordada. Los conceptos adicionales aquí registrados hacen parte del contrato del trabajador.',
  'El tratamiento de los datos personales del trabajador se realiza conforme a la Ley 1581 de 2012 y a la política de tratamiento de datos de la empresa de servicios temporales.',
] as const;
