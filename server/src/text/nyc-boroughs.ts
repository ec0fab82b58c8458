/** New York City's borough codes (ACRIS, DOF: 1-5) and the county each borough is. */
export const NYC_BOROUGH_COUNTIES: Readonly<Record<string, string>> = {
  '1': 'New York',
  '2': 'Bronx',
  '3': 'Kings',
  '4': 'Queens',
  '5': 'Richmond',
}
