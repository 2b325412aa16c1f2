import { momBillingRecord } from '@pnc/schemas/centre/mom-billing-record';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInStore } from '../../../test/render-in-store';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { ListFilters } from './list-filters';

setUpCentreComponentTests();

const open = (label: string) => fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
const shown = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('list filters', () => {
  it('offers an enum field its values and a yes/no field both answers, and sets the query from the pick', () => {
    const onChange = vi.fn();
    renderInStore(<ListFilters def={momBillingRecord} value={{}} onChange={onChange} hidden={['mother']} />);
    open('Category');
    expect(shown()).toEqual([
      'Room',
      'Meals',
      'Service',
      'Product',
      'Deposit',
      'Refund',
      'Discount',
      'Extension days',
      'Early departure credit',
    ]);
    fireEvent.click(screen.getByTitle('Meals'));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'meal' });
    open('Paid');
    expect(shown().slice(-2)).toEqual(['Paid: Yes', 'Paid: No']);
    fireEvent.click(screen.getByTitle('Paid: No'));
    expect(onChange).toHaveBeenLastCalledWith({ paid: 'false' });
  });
});
