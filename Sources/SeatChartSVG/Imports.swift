import SeatChart
