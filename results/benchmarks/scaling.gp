# Time per call against chain size, written by scripts/benchmark_summary.py.
set terminal pngcairo size 1000,700 font ',9'
set output 'scaling.png'
set logscale xy
set format y '10^{%L}'
set grid
set key outside right top
set xlabel 'links N'
set ylabel 'CPU time per call (s)'
set title 'Scaling benchmarks: time per call against N (fitted exponent in the key)'
plot 'scaling.dat' index 0 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 1 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 2 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 3 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 4 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 5 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 6 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 7 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 8 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 9 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 10 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 11 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 12 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 13 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 14 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 15 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 16 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 17 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 18 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 19 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 20 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 21 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 22 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 23 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 24 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 25 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 26 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 27 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 28 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 29 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 30 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 31 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 32 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 33 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 34 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 35 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 36 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 37 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 38 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 39 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 40 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 41 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 42 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 43 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 44 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 45 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 46 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 47 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 48 using 1:2 with linespoints pt 7 title columnheader(1), \
     'scaling.dat' index 49 using 1:2 with linespoints pt 7 title columnheader(1)
